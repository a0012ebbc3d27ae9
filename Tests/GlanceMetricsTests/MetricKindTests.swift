import CoreMetrics
import Glance
import GlanceCore
import GlanceMetrics
import GlanceTesting
import TestSupport
import Testing

/// Each kind of metric appears on the board and follows what is written, in the default table.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct MetricKindTests {
  @Test func aCounterShowsItsRateAndTotal() async {
    let factory = BoardMetricsFactory()
    let shown = MetricsBoard(factory)
    let tester = BoardTester(shown.board, size: TerminalSize(columns: 100, rows: 12))
    let requests = Counter(label: "requests", factory: factory)
    requests.increment(by: 50)
    await tester.settle()
    let name = MetricName(.counter, label: "requests")
    // Counted at once, at 0 s: over the shortest span a rate is measured over, one second.
    #expect(
      shown.value(of: name)
        == .count(
          total: 50, rate: EventRate(count: 50, window: .seconds(10), total: 50, elapsed: .zero)))
    #expect(
      tester.lines.contains { $0.contains("requests") && $0.contains("50/s") && $0.contains("50") })
    requests.increment()
    await tester.settle()
    guard case .count(let total, let rate)? = shown.value(of: name) else {
      Issue.record("no counter row")
      return
    }
    #expect(total == 51)
    #expect(rate.count == 51)
  }

  /// 1,000 a second for two seconds: 1,000/s, not 200/s over the 10 s window.
  @Test func aCountersRateIsOverTheTimeElapsedWhileThatIsShorterThanTheWindow() async {
    let factory = BoardMetricsFactory()
    let shown = MetricsBoard(factory)
    let tester = BoardTester(shown.board, size: TerminalSize(columns: 100, rows: 12))
    let orders = Counter(label: "orders", factory: factory)
    await tester.settle()
    for _ in 0..<20 {
      await tester.advance(by: .milliseconds(100))
      orders.increment(by: 100)
      await tester.settle()
    }
    let name = MetricName(.counter, label: "orders")
    guard case .count(let total, let rate)? = shown.value(of: name) else {
      Issue.record("no counter row")
      return
    }
    #expect(total == 2_000)
    #expect(rate.elapsed == .seconds(2))
    #expect(rate.perSecond == 1_000)
    #expect(tester.lines.contains { $0.contains("orders") && $0.contains(" 1000/s") })
    // With no more orders the rate falls as time goes on, before any count leaves the window.
    await tester.advance(by: .seconds(2))
    #expect(tester.lines.contains { $0.contains("orders") && $0.contains(" 500/s") })
    // Once the window has passed, it is the window's count over the window.
    await tester.advance(by: .seconds(6))
    #expect(tester.lines.contains { $0.contains("orders") && $0.contains(" 200/s") })
  }

  @Test func aRateOfThousandsFitsItsColumnWhole() async {
    let factory = BoardMetricsFactory()
    let shown = MetricsBoard(factory)
    let tester = BoardTester(shown.board, size: TerminalSize(columns: 100, rows: 12))
    Counter(label: "requests", factory: factory).increment(by: 20_756)
    await tester.settle()
    let row = tester.lines.first { $0.contains("requests") }
    #expect(row?.contains("20756/s") == true, "\(tester.text)")
    #expect(row?.contains("…") == false)
  }

  @Test func aCountersRateFallsAsItsWindowMovesOnWithNoWrite() async {
    let factory = BoardMetricsFactory()
    let shown = MetricsBoard(factory, rateOver: .seconds(2))
    let tester = BoardTester(shown.board)
    Counter(label: "jobs", factory: factory).increment(by: 10)
    await tester.settle()
    let name = MetricName(.counter, label: "jobs")
    #expect(
      shown.value(of: name)
        == .count(
          total: 10, rate: EventRate(count: 10, window: .seconds(2), total: 10, elapsed: .zero)))
    await tester.advance(by: .seconds(3))
    #expect(
      shown.value(of: name)
        == .count(total: 10, rate: EventRate(count: 0, window: .seconds(2), total: 10)))
  }

  @Test func aFloatingPointCounterShowsItsTotalAndRate() async {
    let factory = BoardMetricsFactory()
    let shown = MetricsBoard(factory)
    let tester = BoardTester(shown.board)
    let bytes = FloatingPointCounter(label: "kilobytes", factory: factory)
    bytes.increment(by: 2.5)
    bytes.increment(by: 0.25)
    await tester.settle()
    #expect(
      shown.value(of: MetricName(.floatingPointCounter, label: "kilobytes"))
        == .floatingPointCount(total: 2.75, perSecond: 2.75))
    #expect(tester.text.contains("2.75"))
  }

  @Test func aFloatingPointCounterBeyondNumbersShowsWithoutStoppingTheBoard() async {
    let factory = BoardMetricsFactory()
    let shown = MetricsBoard(factory)
    let tester = BoardTester(shown.board)
    let huge = FloatingPointCounter(label: "huge", factory: factory)
    let broken = FloatingPointCounter(label: "broken", factory: factory)
    huge.increment(by: 1e300)
    broken.increment(by: Double.nan)
    await tester.settle()
    #expect(tester.lines.contains { $0.contains("huge") && $0.contains("0/s") })
    #expect(tester.lines.contains { $0.contains("broken") && $0.contains("NaN") })
  }

  @Test func aGaugeShowsItsLatestValueWithATrend() async {
    let factory = BoardMetricsFactory()
    let shown = MetricsBoard(factory)
    let tester = BoardTester(shown.board)
    let depth = Gauge(label: "depth", factory: factory)
    for value in [3, 9, 1] {
      depth.record(value)
      await tester.advance(by: frameInterval)
    }
    #expect(shown.value(of: MetricName(.gauge, label: "depth")) == .value(1, trend: [3, 9, 1]))
    #expect(tester.lines.contains { $0.contains("depth") && $0.contains("▃█▁") })
  }

  @Test func aMeterIsSetRaisedAndLowered() async {
    let factory = BoardMetricsFactory()
    let shown = MetricsBoard(factory)
    let tester = BoardTester(shown.board)
    let connections = Meter(label: "connections", factory: factory)
    connections.set(10)
    await tester.advance(by: frameInterval)
    connections.increment(by: 5)
    connections.decrement(by: 2)
    await tester.settle()
    #expect(
      shown.value(of: MetricName(.meter, label: "connections")) == .value(13, trend: [10, 13]))
    #expect(tester.lines.contains { $0.contains("connections") && $0.contains("13") })
  }

  @Test func aRecorderShowsItsCountAndPercentiles() async {
    let factory = BoardMetricsFactory()
    let shown = MetricsBoard(factory)
    let tester = BoardTester(shown.board, size: TerminalSize(columns: 100, rows: 12))
    let sizes = Recorder(label: "sizes", factory: factory)
    for value in 1...100 { sizes.record(value) }
    await tester.settle()
    guard case .distribution(let summary)? = shown.value(of: MetricName(.recorder, label: "sizes"))
    else {
      Issue.record("no recorder row")
      return
    }
    #expect(summary.count == 100)
    #expect(summary.minimum == 1)
    #expect(summary.maximum == 100)
    #expect(summary.mean == 50.5)
    // Each percentile within 1/64 of the value at its rank.
    for (figure, exact) in [(summary.p50, 50.0), (summary.p90, 90), (summary.p99, 99)] {
      #expect(abs((figure ?? 0) - exact) <= exact / 64)
    }
    #expect(tester.lines.contains { $0.contains("sizes") && $0.contains("100") })
  }

  @Test func aTimerShowsDurationsInTheUnitThatSuitsThem() async {
    let factory = BoardMetricsFactory()
    let shown = MetricsBoard(factory)
    let tester = BoardTester(shown.board, size: TerminalSize(columns: 100, rows: 12))
    let latency = Timer(label: "latency", factory: factory)
    for _ in 0..<97 { latency.recordMilliseconds(2) }
    latency.recordSeconds(3)
    latency.recordSeconds(3)
    latency.recordMicroseconds(40)
    await tester.settle()
    guard case .distribution(let summary)? = shown.value(of: MetricName(.timer, label: "latency"))
    else {
      Issue.record("no timer row")
      return
    }
    #expect(summary.count == 100)
    #expect(summary.maximum == 3e9)
    #expect(summary.minimum == 40_000)
    let row = tester.lines.first { $0.contains("latency") } ?? ""
    #expect(row.contains("2.0ms"))  // p50 and p90
    #expect(row.hasSuffix(" 3.0s┃"))  // p99: the 99th of 100
    #expect(abs((summary.p99 ?? 0) - 3e9) <= 3e9 / 64)
  }
}
