import Dispatch
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
  private let histogram = LatencyHistogram()
  /// Reads the time of sends and hops; `nil` reads the system's monotonic clock (without
  /// allocating).
  private let readTime: (@Sendable () -> Duration)?

  /// Creates a monitor with every count at zero, timing hops with the system's monotonic clock.
  public init() {
    readTime = nil
  }

  /// Creates a monitor that times hops with `clock` instead of the system's monotonic clock: a
  /// test clock, or the virtual clock of a simulation, makes the recorded latencies
  /// reproducible.
  public convenience init<C: Clock>(clock: C) where C.Duration == Duration {
    let origin = clock.now
    self.init(reading: { origin.duration(to: clock.now) })
  }

  /// Creates a monitor that reads the time from `now`, which returns the time elapsed since any
  /// fixed point and never goes backwards. It is called on the sending thread and on the
  /// delivering one, twice per hop.
  public init(reading now: @escaping @Sendable () -> Duration) {
    readTime = now
  }

  /// The time, in nanoseconds since this monitor's clock's fixed point, to stamp a send with.
  @inline(__always)
  func now() -> UInt64 {
    guard let readTime else { return DispatchTime.now().uptimeNanoseconds }
    return UInt64(readTime().clampedNanoseconds)
  }

  /// A snapshot of the counts and latencies so far. Callable from any thread.
  public var statistics: HandoffStatistics {
    // Hops and coalesced sends first, so that a snapshot never shows more of them than sends.
    let hops = hopCount.load(ordering: .sequentiallyConsistent)
    let coalesced = coalescedCount.load(ordering: .sequentiallyConsistent)
    let sent = sentCount.load(ordering: .sequentiallyConsistent)
    return HandoffStatistics(
      sent: max(sent, hops + coalesced), hops: hops, coalesced: coalesced,
      pending: max(0, pendingCount.load(ordering: .relaxed)),
      maxPending: maxPendingCount.load(ordering: .relaxed), latencies: histogram.distribution)
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

  /// A hop scheduled at `sentAt` (``now()``) starts delivering now (after
  /// ``recordLeftPending(count:)``).
  @inline(__always)
  func recordHop(sentAt: UInt64) {
    let end = now()
    histogram.record(nanoseconds: end > sentAt ? Int(end - sentAt) : 0)
    hopCount.wrappingAdd(1, ordering: .relaxed)
  }
}
