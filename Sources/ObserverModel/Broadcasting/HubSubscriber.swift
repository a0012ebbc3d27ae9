import Synchronization

/// One subscription to a ``BroadcastHub``: its handler, the hub sequence number at which it
/// joined, and an active flag that removal clears so that a round already in progress skips it
/// at once. Its place in the delivery order is its slot in the hub's ``SubscriberList``.
@usableFromInline
final class HubSubscriber<Element: Sendable>: Sendable {
  /// The subscriber receives only broadcasts numbered after this one; earlier values reach it
  /// through its replay, if any.
  @usableFromInline let joinedAfter: UInt64
  @usableFromInline let handler: @Sendable (Element) -> Void
  @usableFromInline let active = Atomic<Bool>(true)

  @inlinable
  init(joinedAfter: UInt64, handler: @escaping @Sendable (Element) -> Void) {
    self.joinedAfter = joinedAfter
    self.handler = handler
  }

  /// Whether the subscription is still in force.
  @inlinable var isActive: Bool { active.load(ordering: .acquiring) }

  /// Ends the subscription. Called once, under the hub's lock, when the subscriber leaves the
  /// list (so a plain releasing store suffices).
  @inlinable func deactivate() {
    active.store(false, ordering: .releasing)
  }
}
