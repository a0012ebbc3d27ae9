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
  /// The latencies from send to the start of delivery, one per hop.
  public var latencies: LatencyDistribution

  /// How many latencies were recorded: ``latencies``' count.
  package var latencySamples: Int { latencies.count }

  /// The median latency from send to the start of delivery, `nil` when none was recorded.
  public var p50: Duration? { latencies.p50 }

  /// The 99th percentile latency from send to the start of delivery, `nil` when none was
  /// recorded.
  public var p99: Duration? { latencies.p99 }

  /// The `p`-th percentile (`p` in 0...1, clamped) of the recorded latencies by nearest rank,
  /// or `nil` when none was recorded.
  public func percentile(_ p: Double) -> Duration? { latencies.percentile(p) }

  /// The figures of the interval since `earlier`, an older snapshot of the same monitor: counts
  /// are differences, percentiles cover only the latencies recorded in between; ``pending`` and
  /// ``maxPending`` are this snapshot's.
  public func since(_ earlier: HandoffStatistics) -> HandoffStatistics {
    HandoffStatistics(
      sent: max(0, sent - earlier.sent), hops: max(0, hops - earlier.hops),
      coalesced: max(0, coalesced - earlier.coalesced), pending: pending, maxPending: maxPending,
      latencies: latencies.since(earlier.latencies))
  }
}

// In an extension, so that the struct keeps its memberwise initializer.
extension HandoffStatistics {
  /// Empty statistics: nothing sent, no latency recorded.
  public init() {
    self.init(latencies: LatencyDistribution())
  }

  /// Statistics of no hops that report `latencies`: for a ``LatencyHistogram`` of durations
  /// measured elsewhere (frame times, say) where hand-off statistics are expected.
  public init(latencies: LatencyDistribution) {
    self.init(sent: 0, hops: 0, coalesced: 0, pending: 0, maxPending: 0, latencies: latencies)
  }
}
