import Synchronization

/// A histogram of durations that any thread may record into, cheaply enough to leave on: the
/// latency histogram of a ``HandoffMonitor``, on its own, for durations measured elsewhere
/// (the time a frame took, the time from a key press to the screen).
///
/// Recording is one relaxed atomic increment: no lock, no allocation. `Atomic` needs a stable
/// address, so each bucket's counter is a small object made with the histogram (one pointer
/// load per record, and no raw buffer). ``distribution`` may be read from any thread while
/// others record.
///
/// ```swift
/// let frameTimes = LatencyHistogram()
/// frameTimes.record(.microseconds(180))
/// // later, once a second:
/// let now = frameTimes.distribution
/// print(now.since(previous).p99 ?? .zero)
/// ```
public final class LatencyHistogram: Sendable {
  private final class Counter: Sendable {
    let value = Atomic<Int>(0)
  }

  private let counters = (0..<LatencyBuckets.count).map { _ in Counter() }

  /// Creates an empty histogram.
  public init() {}

  /// Records one duration; negative ones count as zero.
  @inline(__always)
  public func record(_ latency: Duration) {
    record(nanoseconds: latency.clampedNanoseconds)
  }

  /// Records one duration given in nanoseconds.
  @inline(__always)
  func record(nanoseconds: Int) {
    counters[LatencyBuckets.index(of: nanoseconds)].value.wrappingAdd(1, ordering: .relaxed)
  }

  /// A snapshot of the durations recorded so far. Callable from any thread.
  public var distribution: LatencyDistribution {
    LatencyDistribution(buckets: counters.map { $0.value.load(ordering: .relaxed) })
  }
}
