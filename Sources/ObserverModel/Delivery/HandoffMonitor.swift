import Synchronization

/// Counts the hops of one or more hand-offs and records their latency (send to start of
/// delivery), cheaply enough to leave on.
///
/// Recording a hop is a few relaxed atomic operations and two clock reads: no lock, no
/// allocation. The histogram's counters are allocated once, when the monitor is made. One
/// monitor may serve many subscriptions, and ``statistics`` may be read from any thread while
/// they run.
///
/// ```swift
/// let monitor = HandoffMonitor()
/// let subscription = numbers.observe(on: .latestOnMainActor(monitor: monitor)) { label.text = "\($0)" }
/// // later, once a second:
/// let now = monitor.statistics
/// print(now.since(previous).p99 ?? .zero)
/// ```
public final class HandoffMonitor: Sendable {
  private let sentCount = Atomic<Int>(0)
  private let hopCount = Atomic<Int>(0)
  private let coalescedCount = Atomic<Int>(0)
  private let pendingCount = Atomic<Int>(0)
  private let maxPendingCount = Atomic<Int>(0)
  private let histogram = AtomicCounters(count: LatencyBuckets.count)

  /// Creates a monitor with every count at zero.
  public init() {}

  /// A snapshot of the counts and latencies so far. Callable from any thread.
  public var statistics: HandoffStatistics {
    // Hops and coalesced sends first, so that a snapshot never shows more of them than sends.
    let hops = hopCount.load(ordering: .sequentiallyConsistent)
    let coalesced = coalescedCount.load(ordering: .sequentiallyConsistent)
    let sent = sentCount.load(ordering: .sequentiallyConsistent)
    return HandoffStatistics(
      sent: max(sent, hops + coalesced), hops: hops, coalesced: coalesced,
      pending: max(0, pendingCount.load(ordering: .relaxed)),
      maxPending: maxPendingCount.load(ordering: .relaxed), buckets: histogram.values())
  }

  /// Records a latency measured elsewhere (a frame's duration, say) in this monitor's
  /// histogram, without counting a hop.
  public func record(latency: Duration) {
    let (seconds, attoseconds) = latency.components
    let nanoseconds = seconds.multipliedReportingOverflow(by: 1_000_000_000)
    let total =
      nanoseconds.overflow
      ? Int(Int64.max) : Int(nanoseconds.partialValue + attoseconds / 1_000_000_000)
    histogram.increment(LatencyBuckets.index(of: total))
  }

  /// A value was offered to the hand-off.
  @inline(__always)
  func recordSend() {
    sentCount.wrappingAdd(1, ordering: .sequentiallyConsistent)
  }

  /// A hop was scheduled; call before the hop can run.
  @inline(__always)
  func recordScheduled() {
    let pending = pendingCount.wrappingAdd(1, ordering: .relaxed).newValue
    var highest = maxPendingCount.load(ordering: .relaxed)
    while pending > highest {
      let (exchanged, original) = maxPendingCount.compareExchange(
        expected: highest, desired: pending, ordering: .relaxed)
      if exchanged { break }
      highest = original
    }
  }

  /// `count` scheduled hops are no longer pending: they have started, or their subscription
  /// has ended. Call it before the owner can schedule the next hop, so ``maxPending`` never
  /// counts a hop that has already started.
  @inline(__always)
  func recordLeftPending(count: Int = 1) {
    pendingCount.wrappingSubtract(count, ordering: .relaxed)
  }

  /// A send was folded into a hop already pending.
  @inline(__always)
  func recordCoalesced() {
    coalescedCount.wrappingAdd(1, ordering: .relaxed)
  }

  /// A hop scheduled at `sentAt` (``HandoffClock`` nanoseconds) starts delivering now (after
  /// ``recordLeftPending(count:)``).
  @inline(__always)
  func recordHop(sentAt: UInt64) {
    histogram.increment(LatencyBuckets.index(of: HandoffClock.elapsed(since: sentAt)))
    hopCount.wrappingAdd(1, ordering: .relaxed)
  }
}
