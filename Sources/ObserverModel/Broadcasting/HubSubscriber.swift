import Synchronization

/// One subscription to a ``BroadcastHub``: its handler, a monotonic id that fixes its place in
/// the delivery order, the hub sequence number at which it joined, and an active flag that
/// disposal clears so that a round already in progress skips it at once.
@usableFromInline
final class HubSubscriber<Element: Sendable>: Sendable {
  @usableFromInline let id: UInt64
  /// The subscriber receives only broadcasts numbered after this one; earlier values reach it
  /// through its replay, if any.
  @usableFromInline let joinedAfter: UInt64
  @usableFromInline let handler: @Sendable (Element) -> Void
  @usableFromInline let active = Atomic<Bool>(true)

  @usableFromInline
  init(id: UInt64, joinedAfter: UInt64, handler: @escaping @Sendable (Element) -> Void) {
    self.id = id
    self.joinedAfter = joinedAfter
    self.handler = handler
  }

  /// Whether the subscription is still in force.
  @inlinable var isActive: Bool { active.load(ordering: .acquiring) }

  /// Ends the subscription; returns `false` when it had already ended.
  @inlinable @discardableResult
  func deactivate() -> Bool {
    active.exchange(false, ordering: .acquiringAndReleasing)
  }
}
