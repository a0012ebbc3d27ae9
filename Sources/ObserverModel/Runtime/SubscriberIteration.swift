/// Calls `body` with each non-`nil` element of `slots`, in order: a delivery round over a
/// snapshot of subscribers, where `nil` marks one that was removed.
///
/// Fast runtime: the snapshot keeps every subscriber alive for the whole loop, so each is used
/// `unowned(unsafe)`: iterating by value would retain and release every subscriber, two atomic
/// operations per callback on top of the handler's own context. Safe runtime
/// (`OBSERVER_MODEL_SAFE`): a plain `for case let` over the snapshot.
@inlinable @inline(__always)
func forEachSubscriber<Subscriber: AnyObject>(
  in slots: [Subscriber?], _ body: (Subscriber) -> Void
) {
  #if OBSERVER_MODEL_SAFE
    for case let subscriber? in slots { body(subscriber) }
  #else
    for index in slots.indices {
      guard slots[index] != nil else { continue }  // a tombstone
      unowned(unsafe) let subscriber = slots[index].unsafelyUnwrapped
      body(subscriber)
    }
    withExtendedLifetime(slots) {}  // until the last call has returned
  #endif
}
