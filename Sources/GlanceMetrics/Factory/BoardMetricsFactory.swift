import CoreMetrics

// Public: the members swift-metrics' MetricsFactory requires.
/// A swift-metrics backend whose metrics a board shows: bootstrap it (alone, forwarding to an
/// exporter's factory, or beside one through `MultiplexMetricsHandler`) and bind it to a panel
/// with `Panel.showMetrics(_:rateOver:)`.
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
///
/// With a downstream factory (for example swift-prometheus'), every metric is also made there,
/// and every write and destroy goes to both: the board's metric and the downstream handler are
/// two stored properties of the handler the factory returns, so a write costs the two writes
/// and a call, where `MultiplexMetricsHandler` walks an array of handlers.
///
/// ```swift
/// let metrics = BoardMetricsFactory(forwardingTo: prometheus)
/// MetricsSystem.bootstrap(metrics)
/// ```
public final class BoardMetricsFactory: MetricsFactory {
  let registry = MetricsRegistry()
  /// The factory every metric is also made in, if any.
  public let downstream: (any MetricsFactory)?

  /// A factory with no metrics yet, forwarding every metric to `downstream` when given.
  ///
  /// - Parameter downstream: The factory every metric is also made in, and every write and
  ///   destroy forwarded to, such as swift-prometheus'; `nil` (the default) for none.
  public init(forwardingTo downstream: (any MetricsFactory)? = nil) {
    self.downstream = downstream
  }

  /// The metrics the factory holds (made and not destroyed), in a panel's order.
  public var names: [MetricName] {
    registry.metrics(after: -1)?.metrics.map(\.name) ?? []
  }

  /// A counter, shown as a rate and a total. As with swift-prometheus' counters, an increment
  /// must not be negative (a negative one stops the program).
  public func makeCounter(label: String, dimensions: [(String, String)]) -> CounterHandler {
    let metric = registry.metric(
      named: MetricName(.counter, label: label, dimensions: dimensions)
    ) { CounterMetric(name: $0, bell: $1) }
    guard let downstream else { return metric }
    return ForwardingCounter(
      board: metric, downstream: downstream.makeCounter(label: label, dimensions: dimensions))
  }

  /// A floating-point counter, shown as a rate and a total.
  public func makeFloatingPointCounter(
    label: String, dimensions: [(String, String)]
  ) -> FloatingPointCounterHandler {
    let metric = registry.metric(
      named: MetricName(.floatingPointCounter, label: label, dimensions: dimensions)
    ) { FloatingPointCounterMetric(name: $0, bell: $1) }
    guard let downstream else { return metric }
    return ForwardingFloatingPointCounter(
      board: metric,
      downstream: downstream.makeFloatingPointCounter(label: label, dimensions: dimensions))
  }

  /// A meter, shown as its value with a trend.
  public func makeMeter(label: String, dimensions: [(String, String)]) -> MeterHandler {
    let metric = registry.metric(
      named: MetricName(.meter, label: label, dimensions: dimensions)
    ) { LatestValueMetric(name: $0, bell: $1) }
    guard let downstream else { return metric }
    return ForwardingMeter(
      board: metric, downstream: downstream.makeMeter(label: label, dimensions: dimensions))
  }

  /// A recorder: with `aggregate`, every value in a distribution; without (a `Gauge`), the
  /// latest value with a trend.
  public func makeRecorder(
    label: String, dimensions: [(String, String)], aggregate: Bool
  ) -> RecorderHandler {
    let metric: any RecorderHandler & BoardMetric =
      aggregate
      ? registry.metric(named: MetricName(.recorder, label: label, dimensions: dimensions)) {
        DistributionMetric(name: $0, bell: $1)
      }
      : registry.metric(named: MetricName(.gauge, label: label, dimensions: dimensions)) {
        LatestValueMetric(name: $0, bell: $1)
      }
    guard let downstream else { return metric }
    return ForwardingRecorder(
      board: metric,
      downstream: downstream.makeRecorder(
        label: label, dimensions: dimensions, aggregate: aggregate))
  }

  /// A timer: every duration in a distribution, shown in the unit that suits it.
  public func makeTimer(label: String, dimensions: [(String, String)]) -> TimerHandler {
    let metric = registry.metric(
      named: MetricName(.timer, label: label, dimensions: dimensions)
    ) { DistributionMetric(name: $0, bell: $1) }
    guard let downstream else { return metric }
    return ForwardingTimer(
      board: metric, downstream: downstream.makeTimer(label: label, dimensions: dimensions))
  }

  /// Removes the counter from the board, and destroys it downstream.
  public func destroyCounter(_ handler: CounterHandler) {
    remove(handler)
    if let forwarding = handler as? ForwardingCounter {
      downstream?.destroyCounter(forwarding.downstream)
    }
  }

  /// Removes the floating-point counter from the board, and destroys it downstream.
  public func destroyFloatingPointCounter(_ handler: FloatingPointCounterHandler) {
    remove(handler)
    if let forwarding = handler as? ForwardingFloatingPointCounter {
      downstream?.destroyFloatingPointCounter(forwarding.downstream)
    }
  }

  /// Removes the meter from the board, and destroys it downstream.
  public func destroyMeter(_ handler: MeterHandler) {
    remove(handler)
    if let forwarding = handler as? ForwardingMeter {
      downstream?.destroyMeter(forwarding.downstream)
    }
  }

  /// Removes the recorder or gauge from the board, and destroys it downstream.
  public func destroyRecorder(_ handler: RecorderHandler) {
    remove(handler)
    if let forwarding = handler as? ForwardingRecorder {
      downstream?.destroyRecorder(forwarding.downstream)
    }
  }

  /// Removes the timer from the board, and destroys it downstream.
  public func destroyTimer(_ handler: TimerHandler) {
    remove(handler)
    if let forwarding = handler as? ForwardingTimer {
      downstream?.destroyTimer(forwarding.downstream)
    }
  }

  /// Forgets the board's metric of `handler` (one this factory made, forwarding or not).
  private func remove(_ handler: AnyObject) {
    registry.remove((handler as? any ForwardingHandler)?.boardMetric ?? handler)
  }
}
