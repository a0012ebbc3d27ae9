import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// A few locks, each around a state of its own, so that threads writing at once rarely wait
/// for each other: a writer takes the stripe its thread prefers, or the first free one when
/// another thread holds that, and waits only when every stripe is taken. A reader visits the
/// stripes one by one and merges what they hold.
///
/// What one writer put in a stripe must be finished in that stripe (the index it was given
/// says which), so state that has to stay together lives in one stripe; totals are sums over
/// the stripes.
///
/// `package` so that the kit's hot paths (a tracer's spans) can share it; `@inlinable` so that
/// those paths, in other modules, get it specialized to their state rather than through
/// generic metadata looked up on every call.
@usableFromInline
package final class LockStripes<State>: Sendable {
  @usableFromInline let stripes: [Lock<State>]
  #if !canImport(Glibc)
    /// Spreads the preferred stripes where a thread has no identity to hash.
    @usableFromInline let rotation = Atomic<Int>(0)
  #endif

  /// `count` stripes (at least one), stripe `index` starting as `make(index)`.
  package init(count: Int, _ make: (Int) -> State) {
    stripes = (0..<max(1, count)).map { Lock(make($0)) }
  }

  /// The number of stripes.
  @inlinable
  package var count: Int { stripes.count }

  /// Twice the processors online, from 2 to 16: enough that writers on every core usually
  /// each find their own.
  package static var standardCount: Int {
    #if canImport(Glibc)
      let online = Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))
    #else
      let online = 4
    #endif
    return min(16, max(2, 2 * online))
  }

  /// Runs `body` in the calling thread's preferred stripe, or in the first free one after it
  /// when that is held; waits for the preferred one only when all are held. `body` gets the
  /// stripe's index, for the calls that must finish in the same stripe.
  @inlinable @inline(__always)
  package func withSomeLock<Result>(_ body: (Int, inout State) -> Result) -> Result {
    let preferred = preferredStripe()
    for offset in 0..<stripes.count {
      let index = (preferred + offset) % stripes.count
      if let result = stripes[index].withLockIfAvailable({ body(index, &$0) }) { return result }
    }
    return stripes[preferred].withLock { body(preferred, &$0) }
  }

  /// Runs `body` in stripe `index`, waiting for it when it is held.
  @inlinable @inline(__always)
  package func withLock<Result>(at index: Int, _ body: (inout State) -> Result) -> Result {
    stripes[index].withLock(body)
  }

  /// The stripe the calling thread tries first: a hash of its identity, so that a thread
  /// keeps coming back to the same stripe and two threads rarely share one.
  @inlinable @inline(__always)
  func preferredStripe() -> Int {
    #if canImport(Glibc)
      // pthread_self is the thread's control block's address; the multiply spreads its bits
      // (Fibonacci hashing) and the high ones pick the stripe.
      let hashed = UInt64(truncatingIfNeeded: pthread_self()) &* 0x9E37_79B9_7F4A_7C15
      return Int(truncatingIfNeeded: hashed >> 32) % stripes.count
    #else
      let turn = rotation.wrappingAdd(1, ordering: .relaxed).oldValue
      return Int(turn.magnitude % UInt(stripes.count))
    #endif
  }
}
