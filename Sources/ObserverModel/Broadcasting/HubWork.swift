/// A delivery a ``BroadcastHub`` has accepted but not yet made, because another delivery was in
/// progress (on another thread, or further up the stack of the calling handler).
@usableFromInline
enum QueuedWork<Element: Sendable>: Sendable {
  /// A broadcast, numbered so that subscribers who joined after it can skip it.
  case wave(Element, sequence: UInt64)
  /// The replay a new subscriber is owed, delivered before any later broadcast.
  case replay([Element], subscriber: HubSubscriber<Element>)
}

/// A delivery ready to run outside the lock.
@usableFromInline
enum HubWork<Element: Sendable>: Sendable {
  /// Deliver one broadcast to the subscribers in force when it was taken off the queue.
  case wave(Element, sequence: UInt64, subscribers: [HubSubscriber<Element>?])
  /// Deliver a replay to one new subscriber.
  case replay([Element], subscriber: HubSubscriber<Element>)
}
