/// A snapshot of a ``HandoffMonitor``: how many values were offered to a hand-off, how many hops
/// ran, how many sends were coalesced, and the latency from send to the start of delivery.
///
/// Counts are totals since the monitor was made; ``since(_:)`` turns two snapshots into the
/// figures of the interval between them (a one-second window, say). Percentiles come from a
/// log-linear histogram and are within about 3 % of the exact value.
///
/// When the monitor is idle, `sent == hops + coalesced`. While hops are in flight, `sent` may
/// run ahead of the other two.
public struct HandoffStatistics: Sendable, Equatable {
  /// Values (or `notifyChange()` calls) offered to the hand-off.
  public var sent: Int
  /// Hops that ran on the target (main actor, queue or executor).
  public var hops: Int
  /// Sends superseded before delivery: folded into a hop that was already pending
  /// (latest-only delivery, `notifyChange()`).
  public var coalesced: Int
  /// Hops scheduled that had not started when the snapshot was taken.
  public var pending: Int
  /// The most hops ever pending at once (for latest-only delivery and `notifyChange()`, at most
  /// one per subscription or object that reports to this monitor).
  public var maxPending: Int
  /// Latency histogram counts, by ``LatencyBuckets`` index; trailing empty buckets are trimmed.
  var buckets: [Int]

  /// Empty statistics: nothing sent, no latency recorded.
  public init() {
    self.init(sent: 0, hops: 0, coalesced: 0, pending: 0, maxPending: 0, buckets: [])
  }

  init(sent: Int, hops: Int, coalesced: Int, pending: Int, maxPending: Int, buckets: [Int]) {
    self.sent = sent
    self.hops = hops
    self.coalesced = coalesced
    self.pending = pending
    self.maxPending = maxPending
    var trimmed = buckets
    while trimmed.last == 0 { trimmed.removeLast() }
    self.buckets = trimmed
  }

  /// How many latencies were recorded (one per hop of a monitored subscription, plus any
  /// recorded with ``HandoffMonitor/record(latency:)``).
  public var latencySamples: Int { buckets.reduce(0, +) }

  /// The median latency from send to the start of delivery, `nil` when none was recorded.
  public var p50: Duration? { percentile(0.5) }

  /// The 99th percentile latency from send to the start of delivery, `nil` when none was
  /// recorded.
  public var p99: Duration? { percentile(0.99) }

  /// The `p`-th percentile (`p` in 0...1, clamped) of the recorded latencies by nearest rank,
  /// or `nil` when none was recorded.
  public func percentile(_ p: Double) -> Duration? {
    let total = latencySamples
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

  /// The figures of the interval since `earlier`, an older snapshot of the same monitor: counts
  /// are differences, percentiles cover only the latencies recorded in between; ``pending`` and
  /// ``maxPending`` are this snapshot's.
  public func since(_ earlier: HandoffStatistics) -> HandoffStatistics {
    var difference = [Int](repeating: 0, count: buckets.count)
    for index in buckets.indices {
      let before = index < earlier.buckets.count ? earlier.buckets[index] : 0
      difference[index] = max(0, buckets[index] - before)
    }
    return HandoffStatistics(
      sent: max(0, sent - earlier.sent), hops: max(0, hops - earlier.hops),
      coalesced: max(0, coalesced - earlier.coalesced), pending: pending, maxPending: maxPending,
      buckets: difference)
  }
}

extension HandoffStatistics {
  /// The former name of ``sent``, for code written against `ChangeStatistics`.
  public var requested: Int { sent }
  /// The former name of ``hops``, for code written against `ChangeStatistics`.
  public var delivered: Int { hops }
}

/// The former name of ``HandoffStatistics``: `notifyChange()` now reports through the same
/// type as every other hand-off.
public typealias ChangeStatistics = HandoffStatistics
