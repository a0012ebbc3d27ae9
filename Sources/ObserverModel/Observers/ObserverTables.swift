/// All the observers of one observable: one ``ObserverTable`` per key, so each key keeps its own
/// registration order, weak holding and per-protocol snapshots. The plain observers are those of
/// ``UnitKey``.
///
/// Every operation is generic over the key's type. The unit key's table has a slot of its own,
/// and code specialised for ``UnitKey`` goes straight to it: a plain notification hashes
/// nothing. Other keys sit in a dictionary, as ``ObserverKey``s. A key whose last observer is removed is dropped. One whose observers
/// all died is dropped once a notification or a count for that key has pruned them, or by the
/// sweep that adding a key runs whenever the number of keys has doubled: keys that are never used
/// again do not accumulate.
struct ObserverTables {
  /// The unit key's table: the plain observers.
  private var plain = ObserverTable()
  private var keyed: [ObserverKey: ObserverTable] = [:]
  /// When the number of keys reaches this, adding a new key first drops the dead ones.
  private var sweepThreshold = 32

  /// Registers `object` for `key`, after the key's current observers. Registering it again for
  /// the same key changes nothing.
  @inline(__always)
  mutating func add<Key: Hashable>(_ object: AnyObject, for key: Key) {
    guard Key.self != UnitKey.self else {
      plain.add(object)
      return
    }
    let key = ObserverKey(key)
    if keyed.count >= sweepThreshold, keyed[key] == nil { sweep() }
    keyed[key, default: ObserverTable()].add(object)
  }

  /// The number of keys kept besides the unit key, including those whose observers died
  /// unnoticed (for tests).
  var keyCount: Int { keyed.count }

  /// Unregisters `object` for `key`; a round for that key in progress stops calling it at once.
  @inline(__always)
  mutating func remove<Key: Hashable>(_ object: AnyObject, for key: Key) {
    guard Key.self != UnitKey.self else {
      plain.remove(object)
      return
    }
    let key = ObserverKey(key)
    guard keyed[key]?.remove(object) == true else { return }
    dropIfEmpty(key)
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

  /// Whether `object` is registered for `key`.
  @inline(__always)
  func contains<Key: Hashable>(_ object: AnyObject, for key: Key) -> Bool {
    guard Key.self != UnitKey.self else { return plain.contains(object) }
    return keyed[ObserverKey(key)]?.contains(object) == true
  }

  /// The number of live observers registered for `key`. Prunes the dead ones.
  @inline(__always)
  mutating func liveCount<Key: Hashable>(for key: Key) -> Int {
    guard Key.self != UnitKey.self else { return plain.liveCount() }
    let key = ObserverKey(key)
    guard let count = keyed[key]?.liveCount() else { return 0 }
    dropIfEmpty(key)
    return count
  }

  /// The snapshot of `key`'s observers conforming to `T`, or `nil` if a key other than the unit
  /// key has none.
  @inline(__always)
  mutating func snapshot<T, Key: Hashable>(of type: T.Type, for key: Key)
    -> ConformanceSnapshot<T>?
  {
    guard Key.self != UnitKey.self else { return plain.snapshot(of: type) }
    let key = ObserverKey(key)
    guard let snapshot = keyed[key]?.snapshot(of: type) else { return nil }
    if snapshot.isEmpty { dropIfEmpty(key) }
    return snapshot
  }

  /// Prunes every key's dead observers and drops the keys left empty. Amortised over the adds
  /// that doubled the number of keys.
  private mutating func sweep() {
    for key in Array(keyed.keys) where keyed[key]?.liveCount() == 0 {
      keyed[key] = nil
    }
    sweepThreshold = max(32, keyed.count * 2)
  }

  private mutating func dropIfEmpty(_ key: ObserverKey) {
    if keyed[key]?.isEmpty == true { keyed[key] = nil }
  }
}
