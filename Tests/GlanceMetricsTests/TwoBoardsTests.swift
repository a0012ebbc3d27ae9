import CoreMetrics
import Glance
import GlanceCore
import GlanceMetrics
import GlanceTesting
import TestSupport
import Testing

/// One factory shown on two boards: a frame of one reading a metric does not take it from the
/// other, and each board's next write rings both.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct TwoBoardsTests {
  @Test func bothBoardsShowEveryWrite() async {
    let factory = BoardMetricsFactory()
    let first = MetricsBoard(factory)
    let second = MetricsBoard(factory)
    let firstTester = BoardTester(first.board)
    let secondTester = BoardTester(second.board)
    let requests = Counter(label: "requests", factory: factory)
    let latency = Timer(label: "latency", factory: factory)
    for round in 1...3 {
      requests.increment(by: 10)
      latency.recordMilliseconds(round)
      // The first board reads (and marks the counter read) before the second does.
      await firstTester.settle()
      await secondTester.settle()
      for shown in [first, second] {
        #expect(
          shown.value(of: MetricName(.counter, label: "requests")).map(Self.total)
            == Int64(round * 10))
        #expect(shown.value(of: MetricName(.timer, label: "latency")).map(Self.count) == round)
      }
    }
  }

  @Test func anASCIIBoardDrawsTrendsAndDurationsInASCII() async {
    let factory = BoardMetricsFactory()
    let shown = MetricsBoard(factory)
    let tester = BoardTester(
      shown.board, size: TerminalSize(columns: 100, rows: 12),
      context: RenderContext(glyphs: .ascii, colorEnabled: false))
    let depth = Gauge(label: "depth", factory: factory)
    for value in [1, 8] {
      depth.record(value)
      await tester.advance(by: frameInterval)
    }
    Timer(label: "latency", factory: factory).recordMicroseconds(25)
    await tester.settle()
    #expect(tester.lines.contains { $0.contains("depth") && $0.contains(".@") })
    #expect(tester.lines.contains { $0.contains("latency") && $0.contains("25.0us") })
    #expect(!tester.text.contains("µ"))
  }

  private static func total(_ value: MetricValue) -> Int64? {
    guard case .count(let total, _) = value else { return nil }
    return total
  }

  private static func count(_ value: MetricValue) -> Int? {
    guard case .distribution(let summary) = value else { return nil }
    return summary.count
  }
}
