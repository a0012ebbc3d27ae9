import Synchronization

/// One observer's entry in an ``ObserverTable``: a weak reference, a monotonic id and an
/// active flag that removal clears, so a round already in progress skips it at once.
@usableFromInline
final class Registration: @unchecked Sendable {
  // @unchecked: `object` is a `weak let` (set once, loads are thread-safe) and `active` is atomic.

  let id: UInt64
  let identity: ObjectIdentifier
  @usableFromInline weak let object: AnyObject?
  @usableFromInline let active = Atomic<Bool>(true)

  init(id: UInt64, object: AnyObject) {
    self.id = id
    self.identity = ObjectIdentifier(object)
    self.object = object
  }

  /// Whether the observer is still registered (it may still have been deallocated).
  @inlinable var isActive: Bool { active.load(ordering: .acquiring) }

  /// Marks the registration removed; rounds in progress stop calling it.
  func deactivate() { active.store(false, ordering: .releasing) }
}
