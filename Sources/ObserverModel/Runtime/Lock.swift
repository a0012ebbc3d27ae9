import Synchronization

#if canImport(Glibc) && !OBSERVER_MODEL_SAFE
  import Glibc
#endif

/// The package's one lock: a `Synchronization.Mutex` around some state, made visible to
/// ThreadSanitizer.
///
/// On Linux, `Mutex` waits on a futex and a contended unlock hands ownership to the waiter in the
/// kernel, where ThreadSanitizer cannot see it; every access the mutex guards is then reported as
/// a race. Each critical section therefore also begins with an acquiring load and ends with a
/// releasing store of an atomic that lives next to the mutex. That gives the sanitizer the
/// happens-before edge the kernel hid, and costs nothing on x86 (both are plain moves).
///
/// Fast runtime: the state, a class property, skips the dynamic exclusivity check. On Linux the
/// lock is a `pthread_mutex_t` of its own allocation: `Mutex` there is a priority-inheritance
/// futex, which under contention enters the kernel on every lock and hands ownership over in it,
/// so eight threads on two cores taking one `Mutex` spent about 12 µs per critical section
/// against 59 ns for glibc's mutex (13 and 12 ns uncontended; Benchmarks/README.md). Elsewhere
/// the mutex is locked and unlocked directly (`_unsafeLock` / `_unsafeUnlock`). Safe runtime
/// (`OBSERVER_MODEL_SAFE`): the state lives inside the `Mutex`, reached through `withLock`, which
/// needs no exclusivity check either (a class property beside a `Mutex<Void>` paid one per
/// critical section: about 45 ns of an 80 ns `Observer.update`).
///
/// `package` so that the package's tests can reach it; `@usableFromInline` for the library's
/// `@inlinable` hot paths.
@usableFromInline
package final class Lock<State>: @unchecked Sendable {
  // @unchecked: the state is only touched inside `withLock`, under the mutex.
  #if OBSERVER_MODEL_SAFE
    /// The state as the mutex holds it. `Mutex` hands its value to the body `inout sending`, so
    /// a body that reads or stores state reachable from its caller would not compile for a
    /// generic `State`; this wrapper states what the class already states with its own
    /// `@unchecked Sendable`: the state is only touched under the mutex.
    @usableFromInline struct Guarded: @unchecked Sendable {
      @usableFromInline var value: State
      @inlinable init(_ value: State) { self.value = value }
    }
    @usableFromInline let mutex: Mutex<Guarded>
  #elseif canImport(Glibc)
    @usableFromInline let mutex: UnsafeMutablePointer<pthread_mutex_t>
    @exclusivity(unchecked) @usableFromInline var state: State
  #else
    @usableFromInline let mutex = Mutex<Void>(())
    @exclusivity(unchecked) @usableFromInline var state: State
  #endif
  @usableFromInline let handoff = Atomic<Int>(0)

  /// Creates a lock guarding `state`.
  package init(_ state: State) {
    #if OBSERVER_MODEL_SAFE
      mutex = Mutex(Guarded(state))
    #elseif canImport(Glibc)
      mutex = .allocate(capacity: 1)
      mutex.initialize(to: pthread_mutex_t())
      pthread_mutex_init(mutex, nil)
      self.state = state
    #else
      self.state = state
    #endif
  }

  #if !OBSERVER_MODEL_SAFE && canImport(Glibc)
    deinit {
      pthread_mutex_destroy(mutex)
      mutex.deinitialize(count: 1)
      mutex.deallocate()
    }
  #endif

  /// Runs `body` with exclusive access to the state. Never call user code from `body`.
  @inlinable @inline(__always)
  package func withLock<Result, E: Error>(_ body: (inout State) throws(E) -> Result) throws(E)
    -> Result
  {
    #if OBSERVER_MODEL_SAFE
      // Inline, not through `inside`: the result must stay in the body's region to be sent.
      return try mutex.withLock { (guarded: inout sending Guarded) throws(E) -> Result in
        _ = handoff.load(ordering: .acquiring)
        defer { handoff.store(0, ordering: .releasing) }
        return try body(&guarded.value)
      }
    #elseif canImport(Glibc)
      pthread_mutex_lock(mutex)
      defer { pthread_mutex_unlock(mutex) }
      return try inside(&state, body)
    #else
      mutex._unsafeLock()
      defer { mutex._unsafeUnlock() }
      return try inside(&state, body)
    #endif
  }

  /// Runs `body` with exclusive access to the state when the lock is free now, and returns
  /// its result; returns `nil` at once, without running `body`, when another thread holds it.
  /// Never call user code from `body`.
  @inlinable @inline(__always)
  package func withLockIfAvailable<Result, E: Error>(
    _ body: (inout State) throws(E) -> Result
  ) throws(E) -> Result? {
    #if OBSERVER_MODEL_SAFE
      // Inline, not through `inside`: the result must stay in the body's region to be sent.
      return try mutex.withLockIfAvailable { (guarded: inout sending Guarded) throws(E) -> Result in
        _ = handoff.load(ordering: .acquiring)
        defer { handoff.store(0, ordering: .releasing) }
        return try body(&guarded.value)
      }
    #elseif canImport(Glibc)
      guard pthread_mutex_trylock(mutex) == 0 else { return nil }
      defer { pthread_mutex_unlock(mutex) }
      return try inside(&state, body)
    #else
      guard mutex._unsafeTryLock() else { return nil }
      defer { mutex._unsafeUnlock() }
      return try inside(&state, body)
    #endif
  }

  /// A critical section's body, the mutex held: between the acquiring load and the releasing
  /// store that ThreadSanitizer sees.
  @inlinable @inline(__always)
  func inside<Result, E: Error>(
    _ state: inout State, _ body: (inout State) throws(E) -> Result
  ) throws(E) -> Result {
    _ = handoff.load(ordering: .acquiring)
    defer { handoff.store(0, ordering: .releasing) }
    return try body(&state)
  }
}
