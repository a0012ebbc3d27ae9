import Synchronization

/// The package's one lock: a `Synchronization.Mutex` around some state, made visible to
/// ThreadSanitizer.
///
/// On Linux, `Mutex` waits on a futex and a contended unlock hands ownership to the waiter in the
/// kernel, where ThreadSanitizer cannot see it; every access the mutex guards is then reported as
/// a race. Each critical section therefore also begins with an acquiring load and ends with a
/// releasing store of an atomic that lives next to the mutex. That gives the sanitizer the
/// happens-before edge the kernel hid, and costs nothing on x86 (both are plain moves).
///
/// Fast runtime: the mutex is locked and unlocked directly (`_unsafeLock` / `_unsafeUnlock`)
/// and the state skips the dynamic exclusivity check, because the optimiser left the nested
/// closure of `Mutex.withLock` out of line and called `body` through a function pointer, so no
/// critical section was ever inlined into its caller. Safe runtime (`OBSERVER_MODEL_SAFE`):
/// `Mutex.withLock`, with the state checked like any class property.
///
/// `package` access lets the dashboard guard its thread-shared state the same way. It is
/// `@usableFromInline` so that the library's `@inlinable` hot paths can be specialised in clients.
@usableFromInline
package final class Lock<State>: @unchecked Sendable {
  // @unchecked: `state` is only touched inside `withLock`, under the mutex.
  @usableFromInline let mutex = Mutex<Void>(())
  @usableFromInline let handoff = Atomic<Int>(0)
  #if OBSERVER_MODEL_SAFE
    @usableFromInline var state: State
  #else
    @exclusivity(unchecked) @usableFromInline var state: State
  #endif

  /// Creates a lock guarding `state`.
  package init(_ state: State) {
    self.state = state
  }

  /// Runs `body` with exclusive access to the state. Never call user code from `body`.
  @inlinable @inline(__always)
  package func withLock<Result, E: Error>(_ body: (inout State) throws(E) -> Result) throws(E)
    -> Result
  {
    #if OBSERVER_MODEL_SAFE
      return try mutex.withLock { _ throws(E) -> Result in
        _ = handoff.load(ordering: .acquiring)
        defer { handoff.store(0, ordering: .releasing) }
        return try body(&state)
      }
    #else
      mutex._unsafeLock()
      _ = handoff.load(ordering: .acquiring)
      defer {
        handoff.store(0, ordering: .releasing)
        mutex._unsafeUnlock()
      }
      return try body(&state)
    #endif
  }
}
