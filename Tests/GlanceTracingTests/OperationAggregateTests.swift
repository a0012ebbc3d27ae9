import Glance
import GlanceCore
import GlanceTesting
import GlanceTracing
import Testing
import Tracing

/// The operations panel's figures, on the board's virtual clock: every span counted, rates
/// over the time elapsed while it is shorter than the window, and durations within a bucket.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct OperationAggregateTests {
  @Test func theRateDividesByTheTimeElapsedDuringTheFirstWindow() async {
    let shown = TracingBoard(panels: ["Operations"])
    let tester = BoardTester(shown.board, size: TerminalSize(columns: 100, rows: 12))
    await tester.settle()
    for _ in 0..<2_000 {
      shown.tracer.span("GET /orders", lasting: .milliseconds(3), clock: shown.clock)
    }
    await tester.advance(by: .seconds(2))
    await tester.settle()
    #expect(shown.row("GET /orders")?.perSecond == 1_000)
    #expect(shown.row("GET /orders")?.count == 2_000)
    // Past the window, the rate counts only what ended within it.
    await tester.advance(by: .seconds(9))
    for _ in 0..<500 {
      shown.tracer.span("GET /orders", lasting: .milliseconds(3), clock: shown.clock)
    }
    await tester.settle()
    #expect(shown.row("GET /orders")?.perSecond == 50)
    #expect(shown.row("GET /orders")?.count == 2_500)
  }

  @Test func everySpanIsCountedAndItsPercentilesAreWithinABucket() async {
    let shown = TracingBoard(panels: ["Operations"])
    let tester = BoardTester(shown.board, size: TerminalSize(columns: 100, rows: 12))
    for micros in 1...1_000 {
      shown.tracer.span("query", lasting: .microseconds(micros), clock: shown.clock)
    }
    await tester.settle()
    let row = shown.row("query")
    #expect(row?.count == 1_000)
    #expect(row?.inFlight == 0)
    #expect(row?.errors == 0)
    for (figure, expected) in [(row?.p50, 500.0), (row?.p90, 900.0), (row?.p99, 990.0)] {
      let micros = (figure ?? .zero) / .microseconds(1)
      #expect(abs(micros - expected) / expected < 0.035, "\(String(describing: figure))")
    }
  }

  @Test func openSpansAreInFlightAndFailedOnesAreErrors() async {
    let shown = TracingBoard(panels: ["Operations"])
    let tester = BoardTester(shown.board, size: TerminalSize(columns: 100, rows: 12))
    let open = (0..<3).map { _ in shown.tracer.startSpan("upload", context: .topLevel) }
    shown.tracer.span("upload", lasting: .seconds(1), clock: shown.clock) {
      $0.setStatus(SpanStatus(code: .error))
    }
    shown.tracer.span("upload", lasting: .seconds(1), clock: shown.clock) {
      $0.recordError(CancellationError())
    }
    await tester.settle()
    #expect(shown.row("upload")?.inFlight == 3)
    #expect(shown.row("upload")?.errors == 2)
    #expect(shown.row("upload")?.count == 2)
    for span in open { span.end() }
    await tester.settle()
    #expect(shown.row("upload")?.inFlight == 0)
    #expect(shown.row("upload")?.count == 5)
  }

  @Test func aRenamedSpanIsInFlightAndCountsUnderItsNewName() async {
    let shown = TracingBoard(panels: ["Operations"])
    let tester = BoardTester(shown.board, size: TerminalSize(columns: 100, rows: 12))
    let span = shown.tracer.startSpan("GET", context: .topLevel)
    await tester.settle()
    #expect(shown.row("GET")?.inFlight == 1)
    span.operationName = "GET /users/:id"
    await tester.settle()
    // In flight under the name it has now; the name it left has nothing open or ended: no row.
    #expect(shown.row("GET") == nil)
    #expect(shown.row("GET /users/:id")?.inFlight == 1)
    span.end()
    await tester.settle()
    #expect(shown.row("GET /users/:id")?.inFlight == 0)
    #expect(shown.row("GET /users/:id")?.count == 1)
  }

  @Test func operationsPastTheLimitShareOneRow() async {
    let shown = TracingBoard(limits: TracingLimits(operations: 2), panels: ["Operations"])
    let tester = BoardTester(shown.board, size: TerminalSize(columns: 100, rows: 12))
    for name in ["a", "b", "c", "d", "a"] {
      shown.tracer.span(name, lasting: .milliseconds(1), clock: shown.clock)
    }
    await tester.settle()
    #expect(shown.rows.map(\.name) == ["a", "b", TracingLimits.overflowName])
    #expect(shown.rows.map(\.count) == [2, 1, 2])
  }

  @Test(arguments: [40, 44, 62, 100])
  func theOperationKeepsItsLabelOnANarrowBoard(columns: Int) async {
    let shown = TracingBoard(panels: ["Operations"])
    let tester = BoardTester(shown.board, size: TerminalSize(columns: columns, rows: 12))
    shown.tracer.span("checkout", lasting: .milliseconds(12), clock: shown.clock)
    await tester.settle()
    await tester.advance(by: .seconds(1))
    let row = tester.lines.first { $0.contains("checkout") }
    #expect(row?.contains("/s") == true, "\(tester.text)")
  }

  @Test(arguments: [10, 16, 20, 30, 45])
  func theFiguresGiveWayBeforeTheName(columns: Int) {
    let row = OperationRow(
      name: "checkout", perSecond: 12.5, inFlight: 1, count: 125, errors: 2,
      p50: .milliseconds(3), p90: .milliseconds(9), p99: .milliseconds(30))
    var buffer = CellBuffer(width: columns, height: 2)
    OperationsWidget([row]).render(into: &buffer, area: buffer.bounds, context: .plain)
    let line = buffer.lines()[1]
    #expect(line.hasPrefix(columns >= 9 ? "checkout" : "check"), "\(line)")
    // The name keeps its 16 columns before the rate's 9 and a space show.
    if columns >= 26 { #expect(line.contains("12.5/s"), "\(line)") }
    if columns >= 45 { #expect(line.contains("30.0ms"), "\(line)") }
  }

  @Test func aLargeCountIsRoundedUntilThePanelHasRoomForItWhole() {
    let row = OperationRow(
      name: "/items", perSecond: 2_000, inFlight: 4, count: 1_234_567, errors: 0,
      p50: .milliseconds(3), p90: .milliseconds(9), p99: .milliseconds(30))
    func line(_ columns: Int) -> String {
      var buffer = CellBuffer(width: columns, height: 2)
      OperationsWidget([row]).render(into: &buffer, area: buffer.bounds, context: .plain)
      return buffer.lines()[1]
    }
    #expect(line(75).contains(" 1.2M "), "\(line(75))")
    #expect(!line(81).contains("1234567"), "\(line(81))")
    #expect(line(82).contains(" 1234567 "), "\(line(82))")
    #expect(line(120).contains(" 1234567 "), "\(line(120))")
  }

  @Test(arguments: [30, 44, 48, 60, 75, 100])
  func theColumnsStayTheSameAsALongNameComesAndGoes(columns: Int) {
    let short = OperationRow(
      name: "/items", perSecond: 12.5, inFlight: 0, count: 125, errors: 2,
      p50: .milliseconds(3), p90: .milliseconds(9), p99: .milliseconds(30))
    let long = OperationRow(
      name: "HTTP GET route not found", perSecond: 0, inFlight: 4, count: 0, errors: 0,
      p50: nil, p90: nil, p99: nil)
    func header(_ rows: [OperationRow]) -> String {
      var buffer = CellBuffer(width: columns, height: 3)
      OperationsWidget(rows).render(into: &buffer, area: buffer.bounds, context: .plain)
      return buffer.lines()[0].split(separator: " ").dropFirst().joined(separator: " ")
    }
    #expect(header([short]) == header([short, long]))
    #expect(header([short]) == header([long]))
  }
}
