/// The bucket layout of the hand-off latency histogram: log-linear, so that every bucket is at
/// most 1/16 of its value wide.
///
/// Latencies below 16 ns get one bucket each. Above, each power of two is split into 16 equal
/// buckets, up to 2⁴⁰ ns (about 18 minutes); anything longer lands in the last bucket. A bucket
/// stands for its midpoint, so a percentile read from it is within about 3 % of the true value.
enum LatencyBuckets {
  /// Linear buckets per power of two, as a power of two.
  static let subBucketBits = 4
  /// Linear buckets per power of two.
  static let subBuckets = 1 << subBucketBits
  /// The largest exponent with its own buckets.
  static let maxExponent = 40
  /// How many buckets there are.
  static let count = (maxExponent - subBucketBits + 2) * subBuckets

  /// The bucket holding `nanoseconds` (negative values count as 0).
  @inline(__always)
  static func index(of nanoseconds: Int) -> Int {
    let value = UInt64(max(0, nanoseconds))
    guard value >= UInt64(subBuckets) else { return Int(value) }
    let exponent = min(UInt64.bitWidth - 1 - value.leadingZeroBitCount, maxExponent)
    let clamped = min(value, (UInt64(2) << UInt64(maxExponent)) - 1)
    let sub = Int(clamped >> UInt64(exponent - subBucketBits)) & (subBuckets - 1)
    return (exponent - subBucketBits + 1) * subBuckets + sub
  }

  /// The value a bucket stands for: its midpoint, or the exact value for the smallest buckets.
  static func midpoint(of index: Int) -> Int {
    guard index >= subBuckets else { return index }
    let exponent = index / subBuckets + subBucketBits - 1
    let sub = index % subBuckets
    let width = 1 << (exponent - subBucketBits)
    let lower = (1 << exponent) + sub * width
    return lower + width / 2
  }
}
