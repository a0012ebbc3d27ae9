/// Every duration an operation's spans took, counted on a log-linear scale: each power of two
/// of nanoseconds is split into 16 buckets, so a percentile read from a bucket's middle is
/// within 1/32 (about 3%) of the duration at that rank, and never outside the extremes.
/// Memory is fixed (720 counts), whatever the number of spans: every span is counted.
struct DurationHistogram: Sendable {
  /// Buckets per power of two.
  private static let subBuckets = 16
  /// The scale's buckets: durations below 16 ns exactly, then 16 per power of two up to 2⁴⁸ ns
  /// (about 78 hours); longer ones share the last bucket.
  static let bucketCount = 45 * subBuckets

  /// The spans counted.
  private(set) var count = 0
  /// The shortest and longest durations counted.
  private(set) var minimum = UInt64.max
  private(set) var maximum: UInt64 = 0
  private var buckets = [Int](repeating: 0, count: bucketCount)

  /// Counts a span that took `nanoseconds`.
  @inline(__always)
  mutating func add(_ nanoseconds: UInt64) {
    count += 1
    minimum = Swift.min(minimum, nanoseconds)
    maximum = Swift.max(maximum, nanoseconds)
    buckets[Self.bucket(of: nanoseconds)] += 1
  }

  /// Counts every duration `other` counted.
  mutating func add(_ other: DurationHistogram) {
    guard other.count > 0 else { return }
    count += other.count
    minimum = Swift.min(minimum, other.minimum)
    maximum = Swift.max(maximum, other.maximum)
    for (bucket, inBucket) in other.buckets.enumerated() where inBucket > 0 {
      buckets[bucket] += inBucket
    }
  }

  /// The bucket of `nanoseconds`.
  @inline(__always)
  static func bucket(of nanoseconds: UInt64) -> Int {
    guard nanoseconds >= UInt64(subBuckets) else { return Int(nanoseconds) }
    let exponent = 63 - nanoseconds.leadingZeroBitCount
    let sub = Int(truncatingIfNeeded: nanoseconds >> (exponent - 4)) & (subBuckets - 1)
    return Swift.min((exponent - 3) * subBuckets + sub, bucketCount - 1)
  }

  /// The middle of `bucket`'s span of durations.
  static func middle(of bucket: Int) -> Double {
    guard bucket >= subBuckets else { return Double(bucket) }
    let exponent = bucket / subBuckets + 3
    let lower = Double(subBuckets + bucket % subBuckets) * Double(1 << (exponent - 4))
    return lower + Double(1 << (exponent - 4)) / 2
  }

  /// The durations at the given ranks (fractions of the count, ascending), in nanoseconds,
  /// each kept within the extremes; empty before any span.
  func percentiles(_ fractions: [Double]) -> [UInt64] {
    guard count > 0 else { return [] }
    let ranks = fractions.map { Swift.max(1, Int((Double(count) * $0).rounded(.up))) }
    var found: [UInt64] = []
    found.reserveCapacity(ranks.count)
    var seen = 0
    for (bucket, inBucket) in buckets.enumerated() where inBucket > 0 {
      seen += inBucket
      while found.count < ranks.count, seen >= ranks[found.count] {
        let middle = UInt64(Self.middle(of: bucket).rounded())
        found.append(Swift.min(Swift.max(middle, minimum), maximum))
      }
      if found.count == ranks.count { break }
    }
    return found
  }
}
