import Synchronization

/// Mutable state touched only while a `Mutex` is held, in a form ThreadSanitizer understands.
///
/// On Linux a contended `Synchronization.Mutex` hands the lock to the waiting thread inside the
/// kernel (a priority-inheriting futex), so ThreadSanitizer sees no acquire on the new owner's
/// side and reports the accesses made under the lock as races, although the exclusion is real.
/// Here every critical section starts with an acquiring load and ends with a releasing store of
/// an atomic beside the lock: that gives ThreadSanitizer the happens-before edge it is missing,
/// and costs nothing on x86 and next to nothing elsewhere (the lock already orders memory).
///
/// Operators also use it for per-listener state (a counter, the previous wave): handlers of one
/// listener never overlap, so that lock is uncontended and only publishes the state safely from
/// one delivering thread to the next.
final class GuardedState<State>: @unchecked Sendable {
  // @unchecked: `state` is read and written only inside `withLock`.
  private let lock = Mutex<Void>(())
  private let handoff = Atomic<Int>(0)
  private var state: State

  init(_ state: State) {
    self.state = state
  }

  /// Runs `body` with exclusive access to the state. `body` must not call user code.
  func withLock<Result: Sendable>(_ body: (inout State) -> Result) -> Result {
    lock.withLock { _ in
      _ = handoff.load(ordering: .acquiring)
      defer { handoff.store(0, ordering: .releasing) }
      return body(&state)
    }
  }
}
