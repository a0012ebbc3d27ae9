import Glance

/// A metrics panel's side of a factory, on the main actor: each frame that a write or a new
/// metric rang for, it lowers every metric's change flag, reads them all, and turns counters'
/// totals into rates over a window of board time and values into trends.
struct MetricsReader {
  /// What the panel keeps between frames for one metric.
  private struct RowState {
    /// Everything added to the counter so far (through resets), in the rate's units.
    var added = 0
    /// The total read at the last frame.
    var lastTotal = 0.0
    /// The counter's running total sampled at frames, for its rate.
    var samples: EventCountSamples
    /// A value's latest frames.
    var trend: [Double] = []
    /// The distribution's last summary, and how many values it counted.
    var summary = DistributionSummary(count: 0, sum: 0, minimum: nil, maximum: nil)
  }

  /// The most values a trend keeps.
  static let trendLength = 24
  /// The units a floating-point counter's rate counts in: thousandths.
  static let floatingPointUnits = 1_000.0

  private let rateWindow: Duration
  private var generation = -1
  private var metrics: [any BoardMetric] = []
  private var states: [ObjectIdentifier: RowState] = [:]

  /// A reader whose rates count over `rateWindow` of board time.
  init(rateWindow: Duration) {
    self.rateWindow = rateWindow
  }

  /// When a counter's rate next changes with time alone; `nil` when none will.
  var nextChange: Duration? {
    states.values.compactMap(\.samples.nextChange).min()
  }

  /// Reads every metric of `registry` at board time `now`.
  mutating func read(_ registry: MetricsRegistry, at now: Duration) -> [MetricRow] {
    if let listed = registry.metrics(after: generation) {
      (generation, metrics) = listed
      let ids = Set(metrics.map { ObjectIdentifier($0) })
      states = states.filter { ids.contains($0.key) }
    }
    for metric in metrics { metric.lowerChangeFlag() }
    return metrics.map { metric in
      let id = ObjectIdentifier(metric)
      var state = states[id] ?? RowState(samples: EventCountSamples(window: rateWindow))
      defer { states[id] = state }
      return MetricRow(name: metric.name, value: Self.value(metric.reading, &state, at: now))
    }
  }

  private static func value(
    _ reading: MetricReading, _ state: inout RowState, at now: Duration
  ) -> MetricValue {
    switch reading {
    case .count(let total):
      let rate = count(Double(total), units: 1, &state, at: now)
      return .count(total: total, rate: rate)
    case .floatingPointCount(let total):
      let rate = count(total, units: floatingPointUnits, &state, at: now)
      return .floatingPointCount(total: total, perSecond: rate.perSecond / floatingPointUnits)
    case .value(let value):
      if state.trend.last.map({ $0 != value && !($0.isNaN && value.isNaN) }) ?? true {
        state.trend.append(value)
        if state.trend.count > trendLength { state.trend.removeFirst() }
      }
      return .value(value, trend: state.trend)
    case .distribution(let metric):
      if let distribution = metric.distribution(after: state.summary.count) {
        state.summary = distribution.summary
      }
      return .distribution(state.summary)
    }
  }

  /// Adds what a counter gained since the last frame (all of `total` after a reset) to its
  /// samples, in `units` per unit of the total, and returns its rate.
  private static func count(
    _ total: Double, units: Double, _ state: inout RowState, at now: Duration
  ) -> EventRate {
    let gained = total >= state.lastTotal ? total - state.lastTotal : total
    state.lastTotal = total
    // A total that is not a number, or beyond what the rate can count, adds nothing to it.
    let added = (gained * units).rounded()
    if added.isFinite, added.magnitude < 0x1p62 { state.added &+= Int(added) }
    state.samples.record(total: state.added, at: now)
    return state.samples.rate(at: now)
  }
}
