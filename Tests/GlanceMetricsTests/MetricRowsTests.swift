import CoreMetrics
import Glance
import GlanceCore
import GlanceMetrics
import GlanceTesting
import Testing

/// One row per label and dimensions, in a stable order; the factory's registry lets a panel
/// show metrics made before the board started, and new ones as they are made; a destroyed
/// metric leaves the board.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct MetricRowsTests {
  @Test func eachLabelAndDimensionsIsARow() async {
    let factory = BoardMetricsFactory()
    let shown = MetricsBoard(factory)
    let tester = BoardTester(shown.board, size: TerminalSize(columns: 100, rows: 12))
    Counter(
      label: "requests", dimensions: [("status", "200"), ("method", "GET")], factory: factory
    )
    .increment(by: 7)
    Counter(
      label: "requests", dimensions: [("status", "500"), ("method", "GET")], factory: factory
    )
    .increment(by: 2)
    // The same dimensions in another order are the same metric: one row, counted together.
    Counter(
      label: "requests", dimensions: [("method", "GET"), ("status", "200")], factory: factory
    )
    .increment(by: 1)
    await tester.settle()
    #expect(
      shown.names == [
        "requests{method=GET,status=200}", "requests{method=GET,status=500}",
      ])
    let ok = MetricName(
      .counter, label: "requests", dimensions: [("status", "200"), ("method", "GET")])
    guard case .count(let total, _)? = shown.value(of: ok) else {
      Issue.record("no row for status 200")
      return
    }
    #expect(total == 8)
    #expect(
      tester.lines.contains { $0.contains("requests{method=GET,status=500}") && $0.contains(" 2") })
  }

  @Test func metricsMadeBeforeTheBoardStartsShowFromItsFirstFrame() async {
    let factory = BoardMetricsFactory()
    Counter(label: "early", factory: factory).increment(by: 3)
    Gauge(label: "temperature", factory: factory).record(21.5)
    Timer(label: "startup", factory: factory).recordMilliseconds(120)
    #expect(factory.names.map(\.label) == ["early", "temperature", "startup"])
    let shown = MetricsBoard(factory)
    let tester = BoardTester(shown.board)
    await tester.settle()
    #expect(shown.names == ["early", "temperature", "startup"])
    #expect(tester.lines.contains { $0.contains("temperature") && $0.contains("21.50") })
    #expect(tester.lines.contains { $0.contains("startup") && $0.contains("120ms") })
    // A metric made while the board runs joins it.
    Recorder(label: "late", factory: factory).record(1)
    await tester.settle()
    #expect(shown.names == ["early", "temperature", "late", "startup"])
  }

  @Test func aDestroyedMetricLeavesTheBoard() async {
    let factory = BoardMetricsFactory()
    let shown = MetricsBoard(factory)
    let tester = BoardTester(shown.board)
    let kept = Counter(label: "kept", factory: factory)
    let gone = Counter(label: "gone", factory: factory)
    let timer = Timer(label: "timer", factory: factory)
    let meter = Meter(label: "meter", factory: factory)
    let gauge = Gauge(label: "gauge", factory: factory)
    let fraction = FloatingPointCounter(label: "fraction", factory: factory)
    kept.increment()
    gone.increment()
    await tester.settle()
    #expect(shown.names == ["gone", "kept", "fraction", "gauge", "meter", "timer"])
    #expect(tester.text.contains("gone"))
    gone.destroy()
    await tester.settle()
    #expect(shown.names == ["kept", "fraction", "gauge", "meter", "timer"])
    #expect(!tester.text.contains("gone"))
    for metric in [timer.destroy, meter.destroy, gauge.destroy, fraction.destroy] { metric() }
    await tester.settle()
    #expect(shown.names == ["kept"])
    #expect(factory.names.map(\.label) == ["kept"])
    // Made again, it comes back from zero.
    Counter(label: "gone", factory: factory).increment(by: 4)
    await tester.settle()
    #expect(shown.value(of: MetricName(.counter, label: "gone")).map(Self.total) == 4)
  }

  private static func total(_ value: MetricValue) -> Int64? {
    guard case .count(let total, _) = value else { return nil }
    return total
  }
}
