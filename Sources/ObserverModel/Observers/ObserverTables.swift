/// All the observers of one observable: one ``ObserverTable`` per key, so each key keeps its own
/// registration order, weak holding and per-protocol snapshots. The plain observers are those of
/// ``UnitKey``.
///
/// The unit key's table has a slot of its own, which code specialised for ``UnitKey`` reaches
/// without hashing; other keys sit in a dictionary, as ``ObserverKey``s. A key's table left
/// empty by an operation is dropped, and adding a key sweeps out the keys whose observers died
/// whenever the number of keys has doubled, so keys never used again do not accumulate.
struct ObserverTables {
  /// The unit key's table: the plain observers.
  private var plain = ObserverTable()
  private var keyed: [ObserverKey: ObserverTable] = [:]
  /// When the number of keys reaches this, adding a new key first drops the dead ones.
  private var sweepThreshold = 32

  /// The number of keys kept besides the unit key, including those whose observers died
  /// unnoticed (for tests).
  var keyCount: Int { keyed.count }

  /// Registers `object` for `key`, after the key's current observers. Registering it again for
  /// the same key changes nothing.
  @inline(__always)
  mutating func add<Key: Hashable>(_ object: AnyObject, for key: Key) {
    withTable(for: key, creating: true) { _ = $0.add(object) }
  }

  /// Unregisters `object` for `key`; a round for that key in progress stops calling it at once.
  @inline(__always)
  mutating func remove<Key: Hashable>(_ object: AnyObject, for key: Key) {
    withTable(for: key) { _ = $0.remove(object) }
  }

  /// Whether `object` is registered for `key`.
  @inline(__always)
  mutating func contains<Key: Hashable>(_ object: AnyObject, for key: Key) -> Bool {
    withTable(for: key) { $0.contains(object) } ?? false
  }

  /// The number of live observers registered for `key`. Prunes the dead ones.
  @inline(__always)
  mutating func liveCount<Key: Hashable>(for key: Key) -> Int {
    withTable(for: key) { $0.liveCount() } ?? 0
  }

  /// The snapshot of `key`'s observers conforming to `T`, or `nil` if a key other than the unit
  /// key has none.
  @inline(__always)
  mutating func snapshot<T, Key: Hashable>(of type: T.Type, for key: Key) -> CachedSnapshot? {
    withTable(for: key) { $0.snapshot(of: type) }
  }

  /// Unregisters every plain observer.
  mutating func removeAllPlain() {
    plain.removeAll()
  }

  /// Unregisters every observer of every key but the unit key.
  mutating func removeAllKeyed() {
    for key in keyed.keys { keyed[key]?.removeAll() }
    keyed.removeAll()
  }

  /// Runs `body` on `key`'s table and returns its result, or returns `nil` if a key other than
  /// the unit key has no table and `creating` is false. With `creating`, a missing table is
  /// made first (after the sweep, when the number of keys calls for one). A key's table left
  /// empty is dropped.
  @inline(__always)
  @discardableResult
  private mutating func withTable<Key: Hashable, Result>(
    for key: Key, creating: Bool = false, _ body: (inout ObserverTable) -> Result
  ) -> Result? {
    guard Key.self != UnitKey.self else { return body(&plain) }
    let key = ObserverKey(key)
    if creating, keyed.count >= sweepThreshold, keyed[key] == nil { sweep() }
    // One look-up: the dictionary's entry is changed in place, and removed by setting it to nil.
    return Self.withTable(in: &keyed[key], creating: creating, body)
  }

  @inline(__always)
  private static func withTable<Result>(
    in entry: inout ObserverTable?, creating: Bool, _ body: (inout ObserverTable) -> Result
  ) -> Result? {
    if entry == nil {
      guard creating else { return nil }
      entry = ObserverTable()
    }
    defer { if entry?.isEmpty == true { entry = nil } }
    return body(&entry!)
  }

  /// Prunes every key's dead observers and drops the keys left empty. Amortised over the adds
  /// that doubled the number of keys.
  private mutating func sweep() {
    for key in Array(keyed.keys) where keyed[key]?.liveCount() == 0 {
      keyed[key] = nil
    }
    sweepThreshold = max(32, keyed.count * 2)
  }
}
