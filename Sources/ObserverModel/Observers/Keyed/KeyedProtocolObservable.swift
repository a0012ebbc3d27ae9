/// A ``ProtocolObservable`` whose observers may also register for keys, and are then notified
/// only for those keys: the API shared by ``KeyedObservableClass``,
/// ``KeyedObservableThreadSafeClass`` and ``KeyedObservableThread``.
///
/// ```swift
/// protocol SettingObserver: AnyObject { func settingChanged(_ name: String, to value: String) }
///
/// final class Settings: KeyedObservableClass {
///   private var values: [String: String] = [:]
///   func set(_ name: String, to value: String) {
///     values[name] = value
///     withKeyedObservers(key: name) { (name, observer: SettingObserver) in
///       observer.settingChanged(name, to: value)
///     }
///   }
/// }
///
/// settings.addKeyedObserver(keys: ["theme", "language"], panel)
/// ```
///
/// Keys may be of any `Hashable & Sendable` type (every kind shares one storage, so the lock-free
/// one asks for `Sendable` keys too), several types per observable. A key matches only keys of
/// its own type: `1 as Int` and `1 as UInt8` are different keys.
///
/// Keyed registrations are separate from plain ones, in the same storage, and follow the same
/// rules per key (see ``ProtocolObservable``): held weakly, called in the order they registered
/// for that key, and re-entrant.
public protocol KeyedProtocolObservable: ProtocolObservable {}

extension KeyedProtocolObservable {
  /// Registers `observer` (held weakly) for `key`, after the key's current observers.
  /// Registering it again for the same key changes nothing.
  public func addKeyedObserver<Key: Hashable & Sendable>(key: Key, _ observer: AnyObject) {
    observerStorage.add(observer, for: key)
  }

  /// Registers each of `observers` (held weakly) for `key`, in the array's order.
  public func addKeyedObserver<Key: Hashable & Sendable>(key: Key, _ observers: [AnyObject]) {
    for observer in observers { observerStorage.add(observer, for: key) }
  }

  /// Registers `observer` (held weakly) for each of `keys`.
  public func addKeyedObserver<Key: Hashable & Sendable>(keys: [Key], _ observer: AnyObject) {
    for key in keys { observerStorage.add(observer, for: key) }
  }

  /// Registers each of `observers` (held weakly) for each of `keys`, in the arrays' order.
  public func addKeyedObserver<Key: Hashable & Sendable>(keys: [Key], _ observers: [AnyObject]) {
    for key in keys { addKeyedObserver(key: key, observers) }
  }

  /// Unregisters `observer` for `key`; a round for that key in progress stops calling it at once.
  /// Its registrations for other keys, and a plain registration, stay.
  public func removeKeyedObserver<Key: Hashable & Sendable>(key: Key, _ observer: AnyObject) {
    observerStorage.remove(observer, for: key)
  }

  /// Unregisters each of `observers` for `key`.
  public func removeKeyedObserver<Key: Hashable & Sendable>(key: Key, _ observers: [AnyObject]) {
    for observer in observers { observerStorage.remove(observer, for: key) }
  }

  /// Unregisters `observer` for each of `keys`.
  public func removeKeyedObserver<Key: Hashable & Sendable>(keys: [Key], _ observer: AnyObject) {
    for key in keys { observerStorage.remove(observer, for: key) }
  }

  /// Unregisters each of `observers` for each of `keys`.
  public func removeKeyedObserver<Key: Hashable & Sendable>(
    keys: [Key], _ observers: [AnyObject]
  ) {
    for key in keys { removeKeyedObserver(key: key, observers) }
  }

  // Public: the registration API (add, remove, remove all, has, count).
  /// Unregisters every keyed observer, for every key of every type. Plain registrations stay.
  public func removeAllKeyedObservers() {
    observerStorage.removeAllKeyed()
  }

  // Public: the registration API (add, remove, remove all, has, count).
  /// Whether `observer` is registered for `key`.
  public func hasKeyedObserver<Key: Hashable & Sendable>(key: Key, _ observer: AnyObject) -> Bool {
    observerStorage.contains(observer, for: key)
  }

  // Public: the registration API (add, remove, remove all, has, count).
  /// The number of observers registered for `key` that are still alive (dead ones are pruned).
  public func keyedObserverCount<Key: Hashable & Sendable>(key: Key) -> Int {
    observerStorage.liveCount(for: key)
  }

  /// Calls `body` with `key` and every observer registered for it that conforms to `T`, in the
  /// order they registered for `key`, on the calling thread. Name the observer protocol in the
  /// closure's parameter type, as with ``ProtocolObservable/withObservers(_:)``.
  ///
  /// ```swift
  /// withKeyedObservers(key: "theme") { (key, observer: SettingObserver) in
  ///   observer.settingChanged(key, to: "dark")
  /// }
  /// ```
  @inlinable
  public func withKeyedObservers<Key: Hashable & Sendable, T>(
    key: Key, _ body: (Key, T) throws -> Void
  ) rethrows {
    guard let cached = observerStorage.cachedSnapshot(of: T.self, for: key) else { return }
    let snapshot = ConformanceSnapshot<T>.restored(from: consume cached)
    try snapshot.forEach { observer in try body(key, observer) }
  }

  /// Calls ``withKeyedObservers(key:_:)`` for each of `keys` in turn: the observers of the first
  /// key, in their order, then those of the second, and so on. Each key's observers are looked up
  /// when its turn comes, so a change made by a callback applies to the later keys.
  @inlinable
  public func withKeyedObservers<Key: Hashable & Sendable, T>(
    keys: [Key], _ body: (Key, T) throws -> Void
  ) rethrows {
    for key in keys { try withKeyedObservers(key: key, body) }
  }
}
