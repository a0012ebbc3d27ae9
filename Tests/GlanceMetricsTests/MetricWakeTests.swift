import CoreMetrics
import Glance
import GlanceCore
import GlanceMetrics
import GlanceTesting
import Testing

/// Every write reaches the screen through the wake it rings, well before the panel's
/// once-a-second re-read for its rates: each metric alone on its board, on a tester that takes
/// values only through the frames their writes wake (as a real run does), so that a write that
/// fails to say it changed shows only a second later.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct MetricWakeTests {
  /// The figure a row leads with: a count, a total, a latest value or how many were recorded.
  static func headline(_ value: MetricValue?) -> Double? {
    switch value {
    case .count(let total, _)?: Double(total)
    case .floatingPointCount(let total, _)?: total
    case .value(let latest, _)?: latest
    case .distribution(let summary)?: Double(summary.count)
    case nil: nil
    }
  }

  /// Makes the metric `name` on a board of its own, then writes with `write` five times, a
  /// tenth of a second of board time apart, and expects the panel to lead with `step` (the
  /// write's number, 1 to 5) by the end of each tenth.
  func eachWriteShowsWithinATenth(
    _ name: MetricName, sourceLocation: SourceLocation = #_sourceLocation,
    _ make: (BoardMetricsFactory) -> (Int) -> Void
  ) async {
    let factory = BoardMetricsFactory()
    let write = make(factory)
    let shown = MetricsBoard(factory)
    let tester = BoardTester(shown.board, takesOnlyWhenWoken: true)
    await tester.advance(by: .milliseconds(100))
    for step in 1...5 {
      write(step)
      await tester.advance(by: .milliseconds(100))
      #expect(
        Self.headline(shown.value(of: name)) == Double(step), "after write \(step)",
        sourceLocation: sourceLocation)
    }
  }

  @Test func aCounterIncrementWakesTheBoard() async {
    await eachWriteShowsWithinATenth(MetricName(.counter, label: "requests")) { factory in
      let counter = Counter(label: "requests", factory: factory)
      return { _ in counter.increment() }
    }
  }

  /// A reset is a write too: it wakes the board, which shows the zero within the tenth.
  @Test func aCounterResetWakesTheBoard() async {
    let factory = BoardMetricsFactory()
    let counter = Counter(label: "requests", factory: factory)
    let shown = MetricsBoard(factory)
    let tester = BoardTester(shown.board, takesOnlyWhenWoken: true)
    let name = MetricName(.counter, label: "requests")
    await tester.advance(by: .milliseconds(100))
    for round in 1...3 {
      counter.increment(by: round)
      await tester.advance(by: .milliseconds(100))
      #expect(Self.headline(shown.value(of: name)) == Double(round), "after increment \(round)")
      counter.reset()
      await tester.advance(by: .milliseconds(100))
      #expect(Self.headline(shown.value(of: name)) == 0, "after reset \(round)")
    }
  }

  @Test func aFloatingPointCounterIncrementWakesTheBoard() async {
    await eachWriteShowsWithinATenth(MetricName(.floatingPointCounter, label: "bytes")) {
      factory in
      let counter = FloatingPointCounter(label: "bytes", factory: factory)
      return { _ in counter.increment(by: 1.0) }
    }
  }

  @Test func aMeterMoveWakesTheBoard() async {
    await eachWriteShowsWithinATenth(MetricName(.meter, label: "connections")) { factory in
      let meter = Meter(label: "connections", factory: factory)
      return { step in meter.set(Double(step)) }
    }
  }

  @Test func aGaugeRecordWakesTheBoard() async {
    await eachWriteShowsWithinATenth(MetricName(.gauge, label: "queue")) { factory in
      let gauge = Gauge(label: "queue", factory: factory)
      return { step in gauge.record(Double(step)) }
    }
  }

  @Test func aTimerRecordWakesTheBoard() async {
    await eachWriteShowsWithinATenth(MetricName(.timer, label: "latency")) { factory in
      let timer = CoreMetrics.Timer(label: "latency", factory: factory)
      return { _ in timer.recordMilliseconds(5) }
    }
  }
}
