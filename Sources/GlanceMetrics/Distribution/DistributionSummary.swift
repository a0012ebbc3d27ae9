/// What a metrics panel shows of a recorder or timer: every value counted, their extremes and
/// mean, and three percentiles read from the buckets (each within about 1.6% of the value at
/// its rank, and never outside the extremes). A timer's figures are in nanoseconds. The figures
/// other than the counts are `nil` until a value other than `NaN` is recorded.
public struct DistributionSummary: Hashable, Sendable {
  /// Every value recorded, `NaN` included: exactly the number of `record` calls.
  public var count: Int
  // Public: a figure of the summary, beside `count`.
  /// The `NaN`s recorded, which the other figures leave out.
  public var notANumber: Int
  /// The sum of the values.
  public var sum: Double
  /// The smallest value.
  public var minimum: Double?
  /// The largest value.
  public var maximum: Double?
  /// The median.
  public var p50: Double?
  /// The 90th percentile.
  public var p90: Double?
  /// The 99th percentile.
  public var p99: Double?

  /// A summary of `count` values, `notANumber` of them `NaN`, summing to `sum` between
  /// `minimum` and `maximum`, with the percentiles given.
  public init(
    count: Int, notANumber: Int = 0, sum: Double, minimum: Double?, maximum: Double?,
    p50: Double? = nil, p90: Double? = nil, p99: Double? = nil
  ) {
    self.count = count
    self.notANumber = notANumber
    self.sum = sum
    self.minimum = minimum
    self.maximum = maximum
    self.p50 = p50
    self.p90 = p90
    self.p99 = p99
  }

  /// The mean of the values other than `NaN`; `nil` before any.
  public var mean: Double? {
    let placed = count - notANumber
    return placed > 0 ? sum / Double(placed) : nil
  }
}
