import Synchronization

/// Who is delivering for a ``BroadcastHub``: nobody, one *drainer* with nothing queued behind
/// it, or one drainer with work queued behind it.
///
/// It lives beside the hub's lock so that the drainer can end an uncontended round with one
/// compare-and-swap instead of taking the lock again. Only a thread holding the lock moves the
/// gate out of `idle` or from `draining` to `queued` (queuing its work in the same lock hold);
/// only the drainer moves it back, to `draining` under the lock when it takes the last queued
/// item, and to `idle` by a compare-and-swap that fails if work was queued meanwhile. So work
/// is never left with nobody to deliver it, nor delivered by two threads, and the orderings make
/// each drainer's deliveries happen before the next drainer's.
@usableFromInline
struct DrainGate: ~Copyable, Sendable {
  @usableFromInline static var idle: Int { 0 }
  @usableFromInline static var draining: Int { 1 }
  @usableFromInline static var queued: Int { 2 }

  @usableFromInline let state = Atomic<Int>(0)

  @inlinable init() {}

  /// Call with the hub's lock held. Returns `true` when the caller is now the drainer and must
  /// deliver (then call ``release()`` until it succeeds); `false` when another drainer is in
  /// progress and has been told that work is coming: the caller must queue its work before
  /// letting go of the lock.
  @inlinable func claimOrQueue() -> Bool {
    var current = state.load(ordering: .acquiring)
    while true {
      if current == Self.idle {
        // Nobody else leaves `idle`, and we hold the lock: a plain store is enough.
        state.store(Self.draining, ordering: .releasing)
        return true
      }
      if current == Self.queued { return false }
      let (exchanged, original) = state.compareExchange(
        expected: Self.draining, desired: Self.queued, ordering: .acquiringAndReleasing)
      if exchanged { return false }
      current = original  // the drainer just left: look again
    }
  }

  /// The drainer, without the lock: ends the drain and returns `true` if nothing was queued;
  /// returns `false` (still draining) when work is waiting in the queue.
  @inlinable func release() -> Bool {
    state.compareExchange(
      expected: Self.draining, desired: Self.idle, ordering: .acquiringAndReleasing
    ).exchanged
  }

  /// The drainer, with the lock held, after taking the last queued item: nothing is queued now.
  @inlinable func caughtUp() {
    state.store(Self.draining, ordering: .releasing)
  }
}
