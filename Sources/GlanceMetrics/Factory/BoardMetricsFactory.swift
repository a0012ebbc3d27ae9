import CoreMetrics

// Public: the members swift-metrics' MetricsFactory requires.
/// A swift-metrics backend whose metrics a board shows: bootstrap it (alone, or beside an
/// exporter through `MultiplexMetricsHandler`) and bind it to a panel with
/// `Panel.showMetrics(_:rateOver:)`.
///
/// ```swift
/// let metrics = BoardMetricsFactory()
/// MetricsSystem.bootstrap(MultiplexMetricsHandler(factories: [metrics, prometheus]))
/// board.panel("Metrics").showMetrics(metrics)
/// ```
///
/// Every metric is a value bound to the board: a write records on the writer's thread (a
/// counter's increment is one atomic add; a recorder's or timer's value goes into its buckets
/// under a short lock) and rings the board only when a frame has read the metric since its last
/// write, so writers at any rate cost the main actor one read a frame. Nothing is sampled: a
/// counter's total and a distribution's count are exactly what was written.
///
/// The factory keeps every metric it made until it is destroyed, so metrics made before a board
/// runs show on it, and new ones join as they are made. Making a metric that exists (the same
/// kind, label and dimensions) returns the existing one.
public final class BoardMetricsFactory: MetricsFactory {
  let registry = MetricsRegistry()

  /// A factory with no metrics yet.
  public init() {}

  /// The metrics the factory holds (made and not destroyed), in a panel's order.
  public var names: [MetricName] {
    registry.metrics(after: -1)?.metrics.map(\.name) ?? []
  }

  /// A counter, shown as a rate and a total. As with swift-prometheus' counters, an increment
  /// must not be negative (a negative one stops the program).
  public func makeCounter(label: String, dimensions: [(String, String)]) -> CounterHandler {
    registry.metric(named: MetricName(.counter, label: label, dimensions: dimensions)) {
      CounterMetric(name: $0, bell: $1)
    }
  }

  /// A floating-point counter, shown as a rate and a total.
  public func makeFloatingPointCounter(
    label: String, dimensions: [(String, String)]
  ) -> FloatingPointCounterHandler {
    registry.metric(
      named: MetricName(.floatingPointCounter, label: label, dimensions: dimensions)
    ) { FloatingPointCounterMetric(name: $0, bell: $1) }
  }

  /// A meter, shown as its value with a trend.
  public func makeMeter(label: String, dimensions: [(String, String)]) -> MeterHandler {
    registry.metric(named: MetricName(.meter, label: label, dimensions: dimensions)) {
      LatestValueMetric(name: $0, bell: $1)
    }
  }

  /// A recorder: with `aggregate`, every value in a distribution; without (a `Gauge`), the
  /// latest value with a trend.
  public func makeRecorder(
    label: String, dimensions: [(String, String)], aggregate: Bool
  ) -> RecorderHandler {
    guard aggregate else {
      return registry.metric(named: MetricName(.gauge, label: label, dimensions: dimensions)) {
        LatestValueMetric(name: $0, bell: $1)
      }
    }
    return registry.metric(named: MetricName(.recorder, label: label, dimensions: dimensions)) {
      DistributionMetric(name: $0, bell: $1)
    }
  }

  /// A timer: every duration in a distribution, shown in the unit that suits it.
  public func makeTimer(label: String, dimensions: [(String, String)]) -> TimerHandler {
    registry.metric(named: MetricName(.timer, label: label, dimensions: dimensions)) {
      DistributionMetric(name: $0, bell: $1)
    }
  }

  /// Removes the counter from the board.
  public func destroyCounter(_ handler: CounterHandler) { registry.remove(handler) }

  /// Removes the floating-point counter from the board.
  public func destroyFloatingPointCounter(_ handler: FloatingPointCounterHandler) {
    registry.remove(handler)
  }

  /// Removes the meter from the board.
  public func destroyMeter(_ handler: MeterHandler) { registry.remove(handler) }

  /// Removes the recorder or gauge from the board.
  public func destroyRecorder(_ handler: RecorderHandler) { registry.remove(handler) }

  /// Removes the timer from the board.
  public func destroyTimer(_ handler: TimerHandler) { registry.remove(handler) }
}
