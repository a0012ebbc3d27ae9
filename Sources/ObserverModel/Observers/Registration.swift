import Synchronization

/// One observer's entry in an ``ObserverTable``: the observer held without keeping it alive, a
/// monotonic id and an active flag that removal clears, so a round already in progress skips it
/// at once.
///
/// The observer is held by an ``UnownedReference``, which keeps its bare memory (never the
/// object) until this registration is freed; the table prunes dead registrations, so that
/// memory is bounded by the live count.
@usableFromInline
final class Registration: Sendable {
  let id: UInt64
  /// The observer's identity. Without Objective-C interoperability it stays unique after the
  /// observer has deinitialized: its memory, and so its address, is not reused while this
  /// registration exists.
  let identity: ObjectIdentifier
  @usableFromInline let observer: UnownedReference<AnyObject>
  @usableFromInline let active = Atomic<Bool>(true)

  init(id: UInt64, object: AnyObject) {
    self.id = id
    self.identity = ObjectIdentifier(object)
    self.observer = UnownedReference(object)
  }

  /// Whether the observer is still registered (it may still have been deallocated).
  @inlinable var isActive: Bool { active.load(ordering: .acquiring) }

  /// Marks the registration removed; rounds in progress stop calling it.
  func deactivate() { active.store(false, ordering: .releasing) }

  /// A strong reference to the observer, or `nil` once it has begun to deinitialize.
  @inlinable var object: AnyObject? { observer.object }

  /// Whether the observer is still alive.
  var isAlive: Bool { observer.isAlive }
}
