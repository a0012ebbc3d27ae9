/// Calls `body` with each non-`nil` element of `slots`, in order: a delivery round over a
/// snapshot of subscribers, where `nil` marks one that was removed.
///
/// Fast runtime: the snapshot keeps every subscriber alive for the whole loop, so each is used
/// `unowned(unsafe)`: iterating by value would retain and release every subscriber, two atomic
/// operations per callback on top of the handler's own context. Safe runtime
/// (`OBSERVER_MODEL_SAFE`): each subscriber retained for its call. An index loop either way: a
/// `for case let` allocated per element in unoptimised builds.
@inlinable @inline(__always)
func forEachSubscriber<Subscriber: AnyObject>(
  in slots: [Subscriber?], _ body: (Subscriber) -> Void
) {
  #if OBSERVER_MODEL_SAFE
    for index in slots.indices {
      if let subscriber = slots[index] { body(subscriber) }
    }
  #else
    for index in slots.indices {
      guard slots[index] != nil else { continue }  // a tombstone
      unowned(unsafe) let subscriber = slots[index].unsafelyUnwrapped
      body(subscriber)
    }
    withExtendedLifetime(slots) {}  // until the last call has returned
  #endif
}
