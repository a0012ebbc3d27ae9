/// A ``ProtocolObservable`` whose observers may also register for keys, and are then notified
/// only for those keys: the API shared by ``KeyedObservableClass``,
/// ``KeyedObservableThreadSafeClass`` and ``KeyedObservableThread``.
///
/// ```swift
/// protocol SettingObserver: AnyObject { func settingChanged(_ name: String, to value: String) }
///
/// final class Settings: KeyedObservableClass<String> {
///   private var values: [String: String] = [:]
///   func set(_ name: String, to value: String) {
///     values[name] = value
///     withKeyedObservers(for: name) { (name, observer: SettingObserver) in
///       observer.settingChanged(name, to: value)
///     }
///   }
/// }
///
/// settings.addKeyedObserver(for: ["theme", "language"], panel)
/// ```
///
/// Keyed registrations are separate from plain ones (``ProtocolObservable/addObserver(_:)-(AnyObject)``)
/// and follow the same rules, per key: observers are held weakly; those conforming to the protocol
/// named in the closure are called synchronously on the notifying thread, in the order they
/// registered for that key; registering again for the same key changes nothing. A callback may
/// add, remove or notify: an observer removed during a round is not called again in that round,
/// one added during a round is first called in the next, and a nested notification runs inline.
public protocol KeyedProtocolObservable<Key>: ProtocolObservable {
  /// The type of the keys observers register for.
  associatedtype Key: Hashable

  /// The storage behind this object's keyed observers; the same instance for its whole life.
  var keyedObserverStorage: KeyedObserverStorage<Key> { get }
}

extension KeyedProtocolObservable {
  /// Registers `observer` (held weakly) for `key`, after the key's current observers. Registering
  /// it again for the same key changes nothing.
  public func addKeyedObserver(for key: Key, _ observer: AnyObject) {
    keyedObserverStorage.add(observer, for: key)
  }

  /// Registers each of `observers` (held weakly) for `key`, in the array's order.
  public func addKeyedObserver(for key: Key, _ observers: [AnyObject]) {
    for observer in observers { keyedObserverStorage.add(observer, for: key) }
  }

  /// Registers `observer` (held weakly) for each of `keys`.
  public func addKeyedObserver(for keys: [Key], _ observer: AnyObject) {
    for key in keys { keyedObserverStorage.add(observer, for: key) }
  }

  /// Registers each of `observers` (held weakly) for each of `keys`, in the arrays' order.
  public func addKeyedObserver(for keys: [Key], _ observers: [AnyObject]) {
    for key in keys {
      for observer in observers { keyedObserverStorage.add(observer, for: key) }
    }
  }

  /// Unregisters `observer` for `key`; a round for that key in progress stops calling it at once.
  /// Its registrations for other keys, and a plain registration, stay.
  public func removeKeyedObserver(for key: Key, _ observer: AnyObject) {
    keyedObserverStorage.remove(observer, for: key)
  }

  /// Unregisters each of `observers` for `key`.
  public func removeKeyedObserver(for key: Key, _ observers: [AnyObject]) {
    for observer in observers { keyedObserverStorage.remove(observer, for: key) }
  }

  /// Unregisters `observer` for each of `keys`.
  public func removeKeyedObserver(for keys: [Key], _ observer: AnyObject) {
    for key in keys { keyedObserverStorage.remove(observer, for: key) }
  }

  /// Unregisters each of `observers` for each of `keys`.
  public func removeKeyedObserver(for keys: [Key], _ observers: [AnyObject]) {
    for key in keys {
      for observer in observers { keyedObserverStorage.remove(observer, for: key) }
    }
  }

  /// Unregisters every keyed observer, for every key. Plain registrations stay.
  public func removeAllKeyedObservers() {
    keyedObserverStorage.removeAll()
  }

  /// Whether `observer` is registered for `key`.
  public func hasKeyedObserver(for key: Key, _ observer: AnyObject) -> Bool {
    keyedObserverStorage.contains(observer, for: key)
  }

  /// The number of observers registered for `key` that are still alive (dead ones are pruned).
  public func keyedObserverCount(for key: Key) -> Int {
    keyedObserverStorage.liveCount(for: key)
  }

  /// Calls `body` with `key` and every observer registered for it that conforms to `T`, in the
  /// order they registered for `key`, on the calling thread.
  ///
  /// ```swift
  /// withKeyedObservers(for: "theme") { (key, observer: SettingObserver) in
  ///   observer.settingChanged(key, to: "dark")
  /// }
  /// ```
  @inlinable
  public func withKeyedObservers<T>(for key: Key, _ body: (Key, T) throws -> Void) rethrows {
    guard let snapshot = keyedObserverStorage.snapshot(of: T.self, for: key) else { return }
    try snapshot.forEach { observer in try body(key, observer) }
  }

  /// Calls ``withKeyedObservers(for:_:)-(Key,_)`` for each of `keys` in turn: the observers of the
  /// first key, in their order, then those of the second, and so on. Each key's observers are
  /// looked up when its turn comes, so a change made by a callback applies to the later keys.
  @inlinable
  public func withKeyedObservers<T>(for keys: [Key], _ body: (Key, T) throws -> Void) rethrows {
    for key in keys { try withKeyedObservers(for: key, body) }
  }
}
