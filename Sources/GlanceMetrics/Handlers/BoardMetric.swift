/// A metric that ``BoardMetricsFactory`` made and a metrics panel reads: each handler records
/// its writes on the writer's thread and rings its ``PanelBell`` when a frame has taken it
/// since its last write.
protocol BoardMetric: AnyObject, Sendable {
  /// The metric's kind, label and dimensions.
  var name: MetricName { get }
  /// Lowers the change flag before a frame reads the metric, so that the next write rings.
  func lowerChangeFlag()
  /// What the metric holds now, for a frame to read.
  var reading: MetricReading { get }
}

/// What a frame reads from one metric.
enum MetricReading {
  /// A counter's running total (it falls only when the counter is reset).
  case count(Int64)
  /// A floating-point counter's running total.
  case floatingPointCount(Double)
  /// A gauge's or meter's latest value.
  case value(Double)
  /// A recorder's or timer's distribution, read only when it changed.
  case distribution(DistributionMetric)
}
