import Glance
import GlanceCore
import GlanceTesting
import GlanceTracing
import Testing
import Tracing

/// The slowest-traces panel: the N slowest traces kept whole and bounded, a waterfall opened
/// with Enter and left with Esc, through the board's keys (as `--keys` and viewers press them).
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct SlowestTracesPanelTests {
  /// Runs a request trace of `total` with a database child and a cache grandchild.
  static func request(_ name: String, total: Duration, on shown: TracingBoard) {
    shown.tracer.span(name, lasting: total, clock: shown.clock) { root in
      root.attributes["http.status"] = 200
      shown.tracer.span(
        "db.query", lasting: total / 2, after: total / 4, under: root, clock: shown.clock
      ) { query in
        query.addEvent(SpanEvent(name: "rows fetched"))
        shown.tracer.span("cache.get", lasting: total / 8, under: query, clock: shown.clock)
      }
    }
  }

  @Test func theSlowestTracesAreListedSlowestFirstAndBounded() async {
    let shown = TracingBoard(limits: TracingLimits(slowestTraces: 3), panels: ["Slowest"])
    let tester = BoardTester(shown.board, size: TerminalSize(columns: 80, rows: 12))
    for millis in [5, 80, 20, 300, 1, 40] {
      Self.request("GET /\(millis)", total: .milliseconds(millis), on: shown)
    }
    await tester.settle()
    let listed = tester.lines.compactMap { line in
      ["GET /300", "GET /80", "GET /40", "GET /20", "GET /5", "GET /1"].first {
        line.contains($0 + " ")
      }
    }
    #expect(listed == ["GET /300", "GET /80", "GET /40"], "\(tester.text)")
    #expect(tester.text.contains("3 slowest"))
  }

  @Test func enterOpensTheSelectedTraceAsAWaterfallAndEscGoesBack() async throws {
    let shown = TracingBoard(panels: ["Slowest"])
    let tester = BoardTester(shown.board, size: TerminalSize(columns: 100, rows: 16))
    Self.request("GET /slow", total: .milliseconds(400), on: shown)
    Self.request("GET /fast", total: .milliseconds(100), on: shown)
    await tester.settle()
    try tester.type("<down><enter>")
    await tester.settle()
    let lines = tester.lines
    #expect(tester.text.contains("GET /fast #"), "\(tester.text)")
    let root = lines.firstIndex { $0.contains("GET /fast ") && $0.contains("█") }
    let query = lines.firstIndex { $0.contains("  db.query") }
    let cache = lines.firstIndex { $0.contains("    cache.get") }
    #expect(root != nil && query != nil && cache != nil, "\(tester.text)")
    #expect((root ?? 0) < (query ?? 0) && (query ?? 0) < (cache ?? 0))
    // Attributes fold under their span until `a` unfolds them; events show.
    #expect(!tester.text.contains("http.status=200"))
    #expect(tester.text.contains("1 attribute folded (a)"), "\(tester.text)")
    #expect(tester.text.contains("rows fetched"))
    #expect(tester.text.contains("50.0ms"))
    try tester.type("a")
    await tester.settle()
    #expect(tester.text.contains("http.status=200"))
    #expect(!tester.text.contains("folded"))
    try tester.type("<esc>")
    await tester.settle()
    #expect(tester.text.contains("2 slowest"))
    #expect(!tester.text.contains("db.query"))
  }

  @Test func aSmallPanelShowsTheChildrenOfARootWithManyAttributes() async throws {
    // A Hummingbird request's root carries five attributes or more; a panel eight rows high
    // (the slowest traces at 120x40 in Examples/HTTPService) shows its children first.
    let shown = TracingBoard(panels: ["Operations", "Slowest"])
    let (operations, slowest) = (shown.board.panels[0], shown.board.panels[1])
    shown.board.arrange(.rows(.panel(operations), .panel(slowest, constraint: .fixed(8))))
    let tester = BoardTester(shown.board, size: TerminalSize(columns: 58, rows: 14))
    shown.tracer.span("/items", lasting: .milliseconds(3), clock: shown.clock) { root in
      for key in ["http.request.method", "url.path", "net.sock.peer.port", "http.route"] {
        root.attributes[key] = "value"
      }
      root.attributes["http.response.status_code"] = 200
      shown.tracer.span(
        "cache.get", lasting: .microseconds(60), after: .microseconds(100), under: root,
        clock: shown.clock)
      shown.tracer.span(
        "db.query", lasting: .milliseconds(2), after: .microseconds(200), under: root,
        clock: shown.clock)
    }
    await tester.settle()
    tester.press(.enter)
    await tester.settle()
    #expect(tester.text.contains("  cache.get") && tester.text.contains("  db.query"))
    #expect(!tester.text.contains("url.path="), "\(tester.text)")
    #expect(tester.text.contains("5 attributes folded (a)"), "\(tester.text)")
  }

  @Test func aBarThatFillsTheAxisStillShowsItsDuration() async throws {
    // The root fills the whole axis; its duration still follows it, at every width.
    for columns in [40, 58, 80, 100, 200] {
      let shown = TracingBoard(panels: ["Slowest"])
      let tester = BoardTester(shown.board, size: TerminalSize(columns: columns, rows: 12))
      shown.tracer.span("GET /slow", lasting: .milliseconds(412), clock: shown.clock) { root in
        shown.tracer.span(
          "db.query", lasting: .milliseconds(412), under: root, clock: shown.clock)
      }
      await tester.settle()
      tester.press(.enter)
      await tester.settle()
      let bars = tester.lines.filter { $0.contains("█") }
      #expect(bars.count == 2, "\(columns): \(tester.text)")
      #expect(bars.allSatisfy { $0.contains("█ 412ms") }, "\(columns): \(tester.text)")
    }
  }

  @Test func escClosesTheHelpFirstThenGoesBackToTheList() async throws {
    let shown = TracingBoard(panels: ["Slowest"])
    let tester = BoardTester(shown.board, size: TerminalSize(columns: 100, rows: 24))
    Self.request("GET /slow", total: .milliseconds(400), on: shown)
    await tester.settle()
    try tester.type("<enter>?")
    await tester.settle()
    #expect(shown.board.isHelpVisible)
    #expect(tester.text.contains("Esc closes"))
    try tester.type("<esc>")
    await tester.settle()
    #expect(!shown.board.isHelpVisible)
    #expect(tester.text.contains("GET /slow #"), "the waterfall is still open: \(tester.text)")
    try tester.type("<esc>")
    await tester.settle()
    #expect(tester.text.contains("1 slowest"))
  }

  @Test func zZoomsAnOpenWaterfallToTheWholeBoard() async throws {
    let shown = TracingBoard()
    let tester = BoardTester(shown.board, size: TerminalSize(columns: 120, rows: 40))
    Self.request("GET /slow", total: .milliseconds(400), on: shown)
    await tester.settle()
    // Focus the slowest traces (the third panel), open the trace, zoom.
    try tester.type("<tab><tab><enter>z")
    await tester.settle()
    #expect(!tester.text.contains("Operations") && !tester.text.contains("In flight"))
    let header = tester.lines.first { $0.contains("GET /slow #") }
    #expect(header != nil, "\(tester.text)")
    #expect(tester.lines[1].count == 120 && tester.lines[1].contains("Slowest"))
    try tester.type("z")
    await tester.settle()
    #expect(tester.text.contains("Operations") && tester.text.contains("GET /slow #"))
  }

  @Test func aTraceKeepsAtMostItsSpanLimitAndCountsTheRest() async throws {
    let shown = TracingBoard(limits: TracingLimits(spansPerTrace: 3), panels: ["Slowest"])
    let tester = BoardTester(shown.board, size: TerminalSize(columns: 100, rows: 16))
    shown.tracer.span("batch", lasting: .seconds(1), clock: shown.clock) { root in
      for index in 0..<10 {
        shown.tracer.span(
          "item \(index)", lasting: .milliseconds(10), after: .milliseconds(index * 20),
          under: root, clock: shown.clock)
      }
    }
    await tester.settle()
    tester.press(.enter)
    await tester.settle()
    #expect(tester.text.contains("3 spans, 8 dropped"), "\(tester.text)")
    #expect(tester.text.contains("batch"))
    #expect(tester.text.contains("item 0"))
  }

  @Test func errorsShowUnderTheirSpan() async throws {
    struct Timeout: Error {}
    let shown = TracingBoard(panels: ["Slowest"])
    let tester = BoardTester(shown.board, size: TerminalSize(columns: 100, rows: 16))
    shown.tracer.span("checkout", lasting: .seconds(1), clock: shown.clock) { root in
      shown.tracer.span("payment", lasting: .milliseconds(500), under: root, clock: shown.clock) {
        $0.recordError(Timeout())
      }
    }
    await tester.settle()
    tester.press(.enter)
    await tester.settle()
    #expect(tester.lines.contains { $0.contains("! Timeout") }, "\(tester.text)")
  }
}
