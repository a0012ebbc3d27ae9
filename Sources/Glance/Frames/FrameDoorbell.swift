import Dispatch
import ObserverModel
import Synchronization

/// The board's one way for writers to wake the main actor: a mailbox that changes from empty to
/// filled rings it, and a ring that finds it quiet schedules one wake on the main queue. It stays
/// rung until the next frame opens it (``open()``) and takes every mailbox, so however many
/// bindings and writers there are, the main actor wakes at most once a frame.
///
/// A ring never loses a change: a frame opens the doorbell before it takes the mailboxes, so a
/// write that lands after its mailbox was taken finds the doorbell open and rings it again.
final class FrameDoorbell: Sendable {
  /// Whether a wake is on its way, or came and its frame has not taken the mailboxes yet.
  private let rung = Atomic<Bool>(false)
  /// What a wake runs on the main actor; set once the board exists.
  private let wake = Lock<(@Sendable @MainActor (_ rangAt: Duration) -> Void)?>(nil)
  /// The time writes are stamped with (the board's, virtual in tests).
  let time: BoardTime

  init(time: BoardTime) {
    self.time = time
  }

  /// Makes a wake run `action` on the main actor, with the board time of the ring.
  func onWake(_ action: @escaping @Sendable @MainActor (_ rangAt: Duration) -> Void) {
    wake.withLock { $0 = action }
  }

  /// Wakes the main actor unless a wake is already pending or waiting for its frame.
  func ring() {
    guard !rung.exchange(true, ordering: .sequentiallyConsistent) else { return }
    guard let action = wake.withLock({ $0 }) else { return }
    let rangAt = time.now
    DispatchQueue.main.async { MainActor.assumeIsolated { action(rangAt) } }
  }

  /// Called by a frame before it takes the mailboxes: the next change rings again.
  func open() {
    rung.store(false, ordering: .sequentiallyConsistent)
  }
}
