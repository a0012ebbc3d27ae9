import ObserverModel
import Synchronization

/// Counts a stream's events on the threads that broadcast them, exactly, and signals the main
/// actor latest-only: ``signal`` changes with every event, but its subscriber reads ``total``,
/// which already includes every event whose signal it covers, so coalesced hops lose no count.
final class EventCounter: Sendable {
  private let counted = Atomic<Int>(0)
  /// Changes with every event; observe it latest-only.
  let signal = Observer<Int>(0)

  /// Counts one event and signals it.
  func count() {
    let total = counted.wrappingAdd(1, ordering: .acquiringAndReleasing).newValue
    signal.update(total)
  }

  /// Every event counted so far.
  var total: Int { counted.load(ordering: .acquiring) }
}
