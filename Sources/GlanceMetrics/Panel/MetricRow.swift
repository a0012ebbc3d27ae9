import Glance

/// One metric as a metrics panel shows it, read at a frame: its name and what it holds.
public struct MetricRow: Hashable, Sendable {
  /// The metric's kind, label and dimensions.
  public var name: MetricName
  /// What the metric held at the frame.
  public var value: MetricValue

  /// A row showing `value` for the metric `name`.
  public init(name: MetricName, value: MetricValue) {
    self.name = name
    self.value = value
  }
}

/// What one metric held at a frame, by kind.
public enum MetricValue: Hashable, Sendable {
  /// A counter's total, exactly what was added since its last reset, and how much was added
  /// per second over the panel's window of board time.
  case count(total: Int64, rate: EventRate)
  /// A floating-point counter's total and how much was added per second over the window (the
  /// rate counts what was added to a thousandth).
  case floatingPointCount(total: Double, perSecond: Double)
  /// A gauge's or meter's latest value, and its values at the latest frames that saw it change
  /// (oldest first, the latest value last).
  case value(Double, trend: [Double])
  /// A recorder's or timer's distribution (a timer's in nanoseconds).
  case distribution(DistributionSummary)
}
