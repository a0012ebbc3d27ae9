/// A caller's key of any `Hashable` type, as the keyed tables store it: the key's type and its
/// value. (The plain observers are those of ``UnitKey``, which has a table of its own.)
///
/// Two keys match only if they have the same type and are equal. `AnyHashable` alone would match
/// `1 as Int` with `1 as UInt8` (it compares numbers across their types), so the type's identity
/// is kept beside the value: each key type has its own key space, which is what a caller who
/// wrote `key: 1` in one place and `key: UInt8(1)` in another can expect from Swift's typing.
/// An `AnyHashable` passed as the key is a type of its own, compared with `AnyHashable`'s rules.
@usableFromInline
struct ObserverKey: Hashable {
  private let type: ObjectIdentifier
  private let value: AnyHashable

  /// Wraps `key`, remembering its static type.
  @usableFromInline
  init<Key: Hashable>(_ key: Key) {
    type = ObjectIdentifier(Key.self)
    value = AnyHashable(key)
  }
}

/// The key of the plain observers, registered with `addObserver`: a type of its own, so that no
/// caller's key equals it, and so that code specialised for it goes straight to its table.
@usableFromInline
struct UnitKey: Hashable {
  @usableFromInline init() {}
}
