import Dispatch
import Synchronization

/// Sends an observable's `objectWillChange` on the main actor for ``ObservableThread``-style
/// `notifyChange()` calls made on any thread, with at most one hop pending at a time.
///
/// The pending flag is cleared on the main actor *before* the publisher fires, so a call that
/// races with the delivery schedules a fresh hop: the last change is never lost.
///
/// The hop is a block on the main dispatch queue, which is the main actor's executor on every
/// platform Swift runs this library on. `Task { @MainActor in }` reaches the same queue, but
/// through a task allocation and the concurrency runtime's job enqueueing: in the dashboard at
/// 1 kHz it measured 33 µs p50 / 735 µs p99 from worker to main loop.
final class ChangeNotifier: @unchecked Sendable {
  // @unchecked: the publisher is sent only on the main actor here; the counters are atomic.

  let publisher = ObservableObjectPublisher()
  private let pending = Atomic<Bool>(false)
  private let requested = Atomic<Int>(0)
  private let delivered = Atomic<Int>(0)

  func notifyChange() {
    // Sequentially consistent: a call that finds a hop pending must be counted before that
    // hop sends, so a subscriber reading the statistics on delivery sees every call it covers.
    requested.add(1, ordering: .sequentiallyConsistent)
    guard
      pending.compareExchange(expected: false, desired: true, ordering: .sequentiallyConsistent)
        .exchanged
    else { return }
    DispatchQueue.main.async { [self] in
      MainActor.assumeIsolated {
        pending.store(false, ordering: .sequentiallyConsistent)
        delivered.add(1, ordering: .relaxed)
        publisher.send()
      }
    }
  }

  var statistics: ChangeStatistics {
    ChangeStatistics(
      requested: requested.load(ordering: .sequentiallyConsistent),
      delivered: delivered.load(ordering: .relaxed))
  }
}

/// How many `notifyChange()` calls an observable received and how many main-actor sends of
/// `objectWillChange` they produced; the difference was coalesced.
public struct ChangeStatistics: Sendable, Equatable {
  /// Calls to `notifyChange()` so far.
  public var requested: Int
  /// `objectWillChange` sends performed on the main actor so far.
  public var delivered: Int
  /// Calls that were folded into a hop that was already pending.
  public var coalesced: Int { max(0, requested - delivered) }

  /// Creates statistics from raw counts.
  public init(requested: Int, delivered: Int) {
    self.requested = requested
    self.delivered = delivered
  }
}
