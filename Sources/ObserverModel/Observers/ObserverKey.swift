/// Which of an observable's observer sets an operation is about: the unit key, under which the
/// plain (unkeyed) observers register, or a key of any `Hashable` type, as the keyed tables store
/// it: the key's type and its value.
///
/// Two keys match only if they have the same type and are equal. `AnyHashable` alone would match
/// `1 as Int` with `1 as UInt8` (it compares numbers across their types), so the type's identity
/// is kept beside the value: each key type has its own key space, which is what a caller who
/// wrote `key: 1` in one place and `key: UInt8(1)` in another can expect from Swift's typing.
/// An `AnyHashable` passed as the key is a type of its own, compared with `AnyHashable`'s rules.
/// No caller's key equals the unit key.
@usableFromInline
enum ObserverKey: Hashable {
  /// The key of the plain observers, registered with `addObserver`.
  case unit
  /// A caller's key: its static type and its value.
  case typed(ObjectIdentifier, AnyHashable)

  /// Wraps `key`, remembering its static type.
  @usableFromInline
  init<Key: Hashable>(_ key: Key) {
    self = .typed(ObjectIdentifier(Key.self), AnyHashable(key))
  }
}
