/// A snapshot of a ``LatencyHistogram``: how many durations were recorded, and their
/// percentiles.
///
/// Counts are totals since the histogram was made; ``since(_:)`` turns two snapshots into the
/// distribution of the interval between them. Percentiles come from a log-linear histogram and
/// are within about 3 % of the exact value.
public struct LatencyDistribution: Sendable, Equatable {
  /// Counts by ``LatencyBuckets`` index; trailing empty buckets are trimmed.
  private var buckets: [Int]

  /// An empty distribution: nothing recorded.
  public init() {
    buckets = []
  }

  init(buckets: [Int]) {
    var trimmed = buckets
    while trimmed.last == 0 { trimmed.removeLast() }
    self.buckets = trimmed
  }

  /// How many durations were recorded.
  public var count: Int { buckets.reduce(0, +) }

  /// The median duration, `nil` when none was recorded.
  public var p50: Duration? { percentile(0.5) }

  /// The 99th percentile duration, `nil` when none was recorded.
  public var p99: Duration? { percentile(0.99) }

  /// The `p`-th percentile (`p` in 0...1, clamped) of the recorded durations by nearest rank,
  /// or `nil` when none was recorded.
  public func percentile(_ p: Double) -> Duration? {
    let total = count
    guard total > 0 else { return nil }
    let clamped = p.isNaN ? 0 : min(max(p, 0), 1)
    let rank = max(1, Int((clamped * Double(total)).rounded(.up)))
    var seen = 0
    for (index, count) in buckets.enumerated() {
      seen += count
      if seen >= rank { return .nanoseconds(LatencyBuckets.midpoint(of: index)) }
    }
    return .nanoseconds(LatencyBuckets.midpoint(of: buckets.count - 1))
  }

  /// How many of the recorded durations are at most `bound`, each counted at the value its bucket
  /// stands for (as ``percentile(_:)`` reports it): for a histogram widget's buckets.
  package func count(atMost bound: Duration) -> Int {
    let limit = bound.clampedNanoseconds
    var total = 0
    for (index, count) in buckets.enumerated() where LatencyBuckets.midpoint(of: index) <= limit {
      total += count
    }
    return total
  }

  /// The durations recorded since `earlier`, an older snapshot of the same histogram.
  public func since(_ earlier: LatencyDistribution) -> LatencyDistribution {
    var difference = [Int](repeating: 0, count: buckets.count)
    for index in buckets.indices {
      let before = index < earlier.buckets.count ? earlier.buckets[index] : 0
      difference[index] = max(0, buckets[index] - before)
    }
    return LatencyDistribution(buckets: difference)
  }
}
