/// The kinds of metric swift-metrics makes, as ``BoardMetricsFactory`` keeps them apart: the
/// same label may name a counter and a timer, and they are two rows.
public enum MetricKind: Int, Hashable, Sendable, CaseIterable, Comparable {
  /// A `Counter`: whole increments, shown as a rate and a total.
  case counter
  /// A `FloatingPointCounter`: fractional increments, shown as a rate and a total.
  case floatingPointCounter
  /// A `Gauge` (a recorder that does not aggregate): the latest value, with a trend.
  case gauge
  /// A `Meter`: a value set, raised and lowered, with a trend.
  case meter
  /// A `Recorder` that aggregates: every value in a distribution.
  case recorder
  /// A `Timer`: every duration in a distribution, in nanoseconds.
  case timer

  /// Orders the kinds as a metrics panel lists them: counters, then values, then distributions.
  public static func < (lhs: MetricKind, rhs: MetricKind) -> Bool {
    lhs.rawValue < rhs.rawValue
  }
}
