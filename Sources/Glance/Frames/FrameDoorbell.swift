import Dispatch
import ObserverModel
import Synchronization

/// The board's one way for writers to wake the main actor: a mailbox that changes from empty to
/// filled rings it, and a ring that finds it quiet schedules one wake on the main queue. It stays
/// rung until the next frame has taken every mailbox and been handed over, and then opens it
/// (``open()``), so however many bindings and writers there are, the main actor wakes at most
/// once a frame, and never while it is busy with one.
///
/// A ring never loses a change: after opening, the frame looks for mailboxes filled while the
/// doorbell was rung and, when one was, claims the doorbell (``claim()``) and asks for the next
/// frame itself; a write that the look misses finds the doorbell open and rings it. The claim
/// keeps that frame's writes from ringing (its take finds them) and stands aside for a wake
/// already on its way, so one wake or frame request at most is ever pending.
final class FrameDoorbell: Sendable {
  /// Whether a wake is on its way, or came and its frame has not taken the mailboxes yet.
  private let rung = Atomic<Bool>(false)
  /// What a wake runs on the main actor; set once the board exists. In a struct, not the lock's
  /// state itself: see ``WakeAction``.
  private let wake = Lock<WakeAction?>(nil)
  /// The time writes are stamped with (the board's, virtual in tests).
  let time: BoardTime

  init(time: BoardTime) {
    self.time = time
  }

  /// Makes a wake run `action` on the main actor, with the board time of the ring.
  func onWake(_ action: @escaping @Sendable @MainActor (_ rangAt: Duration) -> Void) {
    wake.withLock { $0 = WakeAction(run: action) }
  }

  /// Wakes the main actor unless a wake is already pending or waiting for its frame.
  func ring() {
    guard !rung.exchange(true, ordering: .sequentiallyConsistent) else { return }
    guard let action = wake.withLock({ $0 }) else { return }
    let rangAt = time.now
    DispatchQueue.main.async { MainActor.assumeIsolated { action.run(rangAt) } }
  }

  /// Rings the doorbell for a frame its caller asks for itself (a frame's look found a filled
  /// mailbox), without a wake; returns whether the caller should ask: `false` when it was
  /// already rung, and a wake on its way asks instead.
  func claim() -> Bool {
    !rung.exchange(true, ordering: .sequentiallyConsistent)
  }

  /// Called once a frame has taken the mailboxes and been handed over: the next write that
  /// fills a mailbox rings again.
  func open() {
    rung.store(false, ordering: .sequentiallyConsistent)
  }
}

/// The doorbell's wake action, kept in a struct so that the lock's state is not a function type.
///
/// A generic container keeps a closure of its parameter's type in the most general form; read
/// `inout` from code specialised for the closure's own type, it is converted out through a
/// thunk and stored back through another. Rung every frame, the action grew by two thunks a
/// frame: in memory and in the stack each wake ran through, until the stack overflowed. A
/// struct's field has its declared form wherever the struct is kept, so nothing is converted.
private struct WakeAction: Sendable {
  /// Runs on the main actor with the board time of the ring.
  let run: @Sendable @MainActor (_ rangAt: Duration) -> Void
}
