import Glance
import GlanceCore
import GlanceTesting
import GlanceTracing
import Testing
import Tracing

/// The in-flight panel: the oldest open spans first, with their ages on the tracer's clock,
/// growing while the board's clock moves; ended spans leave it.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct OpenSpansPanelTests {
  @Test func theOldestOpenSpanIsOnTopWithItsAge() async {
    let shown = TracingBoard(panels: ["In flight"])
    let tester = BoardTester(shown.board, size: TerminalSize(columns: 60, rows: 14))
    let stuck = shown.tracer.startSpan(
      "stuck request", context: .topLevel, at: shown.clock.instant())
    shown.clock.advance(by: .seconds(4))
    let recent = shown.tracer.startSpan(
      "fresh request", context: .topLevel, at: shown.clock.instant())
    shown.clock.advance(by: .seconds(3))
    await tester.settle()
    let lines = tester.lines
    let stuckLine = lines.firstIndex { $0.contains("stuck request") }
    let freshLine = lines.firstIndex { $0.contains("fresh request") }
    #expect(stuckLine != nil && freshLine != nil && stuckLine! < freshLine!, "\(tester.text)")
    #expect(lines[stuckLine ?? 0].contains("7.0s"))
    #expect(lines[freshLine ?? 0].contains("3.0s"))
    #expect(tester.text.contains("2 open"))
    // Ages follow the tracer's clock at the next once-a-second read.
    shown.clock.advance(by: .seconds(10))
    await tester.advance(by: .seconds(1))
    #expect(tester.lines.contains { $0.contains("17.0s") && $0.contains("stuck request") })
    stuck.end()
    recent.end()
    await tester.settle()
    #expect(!tester.text.contains("request"))
    #expect(tester.text.contains("0 open"))
  }

  /// A stuck request stays on the panel when its stripe has more open spans than it lists:
  /// one started before the list filled, and one its code started at an earlier time (a
  /// request that waited in a queue) once the list is full; the newest spans give way.
  @Test func stuckRequestsStayListedWhenTheListIsFull() async {
    let shown = TracingBoard(limits: TracingLimits(openSpans: 3), panels: ["In flight"])
    let tester = BoardTester(shown.board, size: TerminalSize(columns: 60, rows: 14))
    let stuck = shown.tracer.startSpan(
      "stuck request", context: .topLevel, at: shown.clock.instant())
    var others: [BoardSpan] = []
    for index in 0..<5 {
      shown.clock.advance(by: .seconds(1))
      others.append(
        shown.tracer.startSpan("request \(index)", context: .topLevel, at: shown.clock.instant()))
    }
    let queued = shown.tracer.startSpan(
      "queued request", context: .topLevel, at: shown.clock.instant(.seconds(-30)))
    shown.clock.advance(by: .seconds(1))
    await tester.settle()
    let listed = tester.lines.compactMap { line in
      ["queued request", "stuck request", "request 0", "request 1", "request 4"].first {
        line.contains($0)
      }
    }
    #expect(listed == ["queued request", "stuck request", "request 0"], "\(tester.text)")
    #expect(tester.text.contains("7 open"))
    for span in [stuck, queued] + others { span.end() }
    await tester.settle()
    #expect(tester.text.contains("0 open"))
  }

  @Test func spansBeyondTheListedLimitAreStillCounted() async {
    let shown = TracingBoard(limits: TracingLimits(openSpans: 2), panels: ["In flight"])
    let tester = BoardTester(shown.board, size: TerminalSize(columns: 60, rows: 14))
    let spans = (0..<5).map { _ in shown.tracer.startSpan("job", context: .topLevel) }
    await tester.settle()
    #expect(tester.text.contains("5 open"))
    #expect(tester.lines.filter { $0.contains("job") }.count == 2)
    for span in spans { span.end() }
    await tester.settle()
    #expect(tester.text.contains("0 open"))
  }
}
