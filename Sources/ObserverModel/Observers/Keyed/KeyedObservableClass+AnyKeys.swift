// The lock-free kind never compares keys from another thread, so it also takes keys that are not
// `Sendable` (an `AnyHashable`, a class from a module without concurrency annotations). These
// overloads mirror the shared ones of `KeyedProtocolObservable`, which require `Sendable` keys
// because the same code serves the thread-safe kinds; as members of the class they are chosen
// over the shared ones on a `KeyedObservableClass`, for every key, without ambiguity.

extension KeyedObservableClass {
  /// Registers `observer` (held weakly) for `key`, after the key's current observers; the key
  /// need not be `Sendable`. Registering it again for the same key changes nothing.
  ///
  /// ```swift
  /// inventory.addKeyedObserver(key: "apples", shelfLabel)
  /// ```
  public func addKeyedObserver<Key: Hashable>(key: Key, _ observer: AnyObject) {
    keyedObserverStorage.add(observer, for: ObserverKey(key))
  }

  /// Registers each of `observers` (held weakly) for `key`, in the array's order.
  ///
  /// ```swift
  /// inventory.addKeyedObserver(key: "apples", [shelfLabel, stockChart])
  /// ```
  public func addKeyedObserver<Key: Hashable>(key: Key, _ observers: [AnyObject]) {
    let key = ObserverKey(key)
    for observer in observers { keyedObserverStorage.add(observer, for: key) }
  }

  /// Registers `observer` (held weakly) for each of `keys`.
  ///
  /// ```swift
  /// inventory.addKeyedObserver(keys: ["apples", "pears"], shelfLabel)
  /// ```
  public func addKeyedObserver<Key: Hashable>(keys: [Key], _ observer: AnyObject) {
    for key in keys { keyedObserverStorage.add(observer, for: ObserverKey(key)) }
  }

  /// Registers each of `observers` (held weakly) for each of `keys`, in the arrays' order.
  ///
  /// ```swift
  /// inventory.addKeyedObserver(keys: ["apples", "pears"], [shelfLabel, stockChart])
  /// ```
  public func addKeyedObserver<Key: Hashable>(keys: [Key], _ observers: [AnyObject]) {
    for key in keys {
      let key = ObserverKey(key)
      for observer in observers { keyedObserverStorage.add(observer, for: key) }
    }
  }

  /// Unregisters `observer` for `key`; a round for that key in progress stops calling it at once.
  ///
  /// ```swift
  /// inventory.removeKeyedObserver(key: "apples", shelfLabel)
  /// ```
  public func removeKeyedObserver<Key: Hashable>(key: Key, _ observer: AnyObject) {
    keyedObserverStorage.remove(observer, for: ObserverKey(key))
  }

  /// Unregisters each of `observers` for `key`.
  ///
  /// ```swift
  /// inventory.removeKeyedObserver(key: "apples", [shelfLabel, stockChart])
  /// ```
  public func removeKeyedObserver<Key: Hashable>(key: Key, _ observers: [AnyObject]) {
    let key = ObserverKey(key)
    for observer in observers { keyedObserverStorage.remove(observer, for: key) }
  }

  /// Unregisters `observer` for each of `keys`.
  ///
  /// ```swift
  /// inventory.removeKeyedObserver(keys: ["apples", "pears"], shelfLabel)
  /// ```
  public func removeKeyedObserver<Key: Hashable>(keys: [Key], _ observer: AnyObject) {
    for key in keys { keyedObserverStorage.remove(observer, for: ObserverKey(key)) }
  }

  /// Unregisters each of `observers` for each of `keys`.
  ///
  /// ```swift
  /// inventory.removeKeyedObserver(keys: ["apples", "pears"], [shelfLabel, stockChart])
  /// ```
  public func removeKeyedObserver<Key: Hashable>(keys: [Key], _ observers: [AnyObject]) {
    for key in keys {
      let key = ObserverKey(key)
      for observer in observers { keyedObserverStorage.remove(observer, for: key) }
    }
  }

  /// Whether `observer` is registered for `key`.
  ///
  /// ```swift
  /// let watching = inventory.hasKeyedObserver(key: "apples", shelfLabel)
  /// ```
  public func hasKeyedObserver<Key: Hashable>(key: Key, _ observer: AnyObject) -> Bool {
    keyedObserverStorage.contains(observer, for: ObserverKey(key))
  }

  /// The number of observers registered for `key` that are still alive (dead ones are pruned).
  ///
  /// ```swift
  /// let listeners = inventory.keyedObserverCount(key: "apples")
  /// ```
  public func keyedObserverCount<Key: Hashable>(key: Key) -> Int {
    keyedObserverStorage.liveCount(for: ObserverKey(key))
  }

  /// Calls `body` with `key` and every observer registered for it that conforms to `T`, in the
  /// order they registered for `key`. Name the observer protocol in the closure's parameter type.
  ///
  /// ```swift
  /// withKeyedObservers(key: item) { (item, observer: StockObserver) in
  ///   observer.stockChanged(item: item, to: count)
  /// }
  /// ```
  @inlinable
  public func withKeyedObservers<Key: Hashable, T>(key: Key, _ body: (Key, T) throws -> Void)
    rethrows
  {
    guard let snapshot = keyedObserverStorage.snapshot(of: T.self, for: ObserverKey(key)) else {
      return
    }
    try snapshot.forEach { observer in try body(key, observer) }
  }

  /// Calls `withKeyedObservers(key:_:)` for each of `keys` in turn, looking each key's observers
  /// up when its turn comes.
  ///
  /// ```swift
  /// withKeyedObservers(keys: ["apples", "pears"]) { (item, observer: StockObserver) in
  ///   observer.stockChanged(item: item, to: 0)
  /// }
  /// ```
  @inlinable
  public func withKeyedObservers<Key: Hashable, T>(keys: [Key], _ body: (Key, T) throws -> Void)
    rethrows
  {
    for key in keys { try withKeyedObservers(key: key, body) }
  }
}
