/// Every value a recorder or timer recorded: how many, their sum and extremes, and a count per
/// bucket of a log-linear scale, from which ``summary`` reads the percentiles. Memory grows
/// with the spread of the values (at most 32 buckets per power of two), never with their number.
///
/// A value's bucket is its sign, its binary exponent and the top five bits of its significand:
/// every bucket spans at most 1/32 of its lower bound, so a percentile read from a bucket's
/// middle is within 1/64 (about 1.6%) of the value at that rank.
struct ValueDistribution: Sendable {
  /// The significand bits that split each power of two into buckets.
  static let significandBits = 5
  private static let shift = UInt64(Double.significandBitCount - significandBits)

  /// Every value recorded, `NaN` included.
  private(set) var count = 0
  /// The `NaN`s recorded, which have no place on the scale.
  private(set) var notANumber = 0
  /// The sum of the values other than `NaN`.
  private(set) var sum = 0.0
  /// The smallest value other than `NaN` (`+∞` before any).
  private(set) var minimum = Double.infinity
  /// The largest value other than `NaN` (`-∞` before any).
  private(set) var maximum = -Double.infinity
  /// The number of values in each bucket, by bucket.
  private var buckets: [Int: Int] = [:]

  /// Counts `value`.
  mutating func add(_ value: Double) {
    count += 1
    guard !value.isNaN else {
      notANumber += 1
      return
    }
    sum += value
    minimum = Swift.min(minimum, value)
    maximum = Swift.max(maximum, value)
    buckets[Self.bucket(of: value), default: 0] += 1
  }

  /// The bucket of `value` (not `NaN`): zero for zero, growing with the value.
  static func bucket(of value: Double) -> Int {
    guard value != 0 else { return 0 }
    let magnitude = Int(value.magnitude.bitPattern >> shift) + 1
    return value < 0 ? -magnitude : magnitude
  }

  /// The middle of `bucket`'s span.
  static func middle(of bucket: Int) -> Double {
    guard bucket != 0 else { return 0 }
    let index = UInt64(bucket.magnitude - 1)
    let lower = Double(bitPattern: index << shift)
    let upper = Double(bitPattern: (index + 1) << shift)
    let middle = lower.isFinite && upper.isFinite ? lower + (upper - lower) / 2 : lower
    return bucket < 0 ? -middle : middle
  }

  /// The count, extremes, mean and the 50th, 90th and 99th percentiles.
  var summary: DistributionSummary {
    let placed = count - notANumber
    var summary = DistributionSummary(
      count: count, notANumber: notANumber, sum: sum,
      minimum: placed > 0 ? minimum : nil, maximum: placed > 0 ? maximum : nil)
    guard placed > 0 else { return summary }
    let ranks = [0.5, 0.9, 0.99].map { Swift.max(1, Int((Double(placed) * $0).rounded(.up))) }
    var found: [Double] = []
    var seen = 0
    for bucket in buckets.keys.sorted() {
      seen += buckets[bucket, default: 0]
      while found.count < ranks.count, seen >= ranks[found.count] {
        found.append(Swift.min(Swift.max(Self.middle(of: bucket), minimum), maximum))
      }
      if found.count == ranks.count { break }
    }
    (summary.p50, summary.p90, summary.p99) = (found[0], found[1], found[2])
    return summary
  }
}
