/// The observers of a keyed observable: one ``ObserverTable`` per key, so each key keeps its own
/// registration order, weak holding and per-protocol snapshots.
///
/// A key whose last observer is removed is dropped. One whose observers all died is dropped once
/// a notification or a count for that key has pruned them, or by the sweep that adding a key runs
/// whenever the number of keys has doubled: keys that are never used again do not accumulate.
struct KeyedObserverTable {
  private var tables: [ObserverKey: ObserverTable] = [:]
  /// When the number of keys reaches this, adding a new key first drops the dead ones.
  private var sweepThreshold = 32

  /// Registers `object` for `key`, after the key's current observers.
  mutating func add(_ object: AnyObject, for key: ObserverKey) {
    if tables.count >= sweepThreshold, tables[key] == nil { sweep() }
    tables[key, default: ObserverTable()].add(object)
  }

  /// The number of keys kept, including those whose observers died unnoticed (for tests).
  var keyCount: Int { tables.count }

  /// Unregisters `object` for `key`; a round for that key in progress stops calling it at once.
  mutating func remove(_ object: AnyObject, for key: ObserverKey) {
    guard tables[key]?.remove(object) == true else { return }
    dropIfEmpty(key)
  }

  /// Unregisters every observer of every key.
  mutating func removeAll() {
    for key in tables.keys { tables[key]?.removeAll() }
    tables.removeAll()
  }

  /// Whether `object` is registered for `key`.
  func contains(_ object: AnyObject, for key: ObserverKey) -> Bool {
    tables[key]?.contains(object) == true
  }

  /// The number of live observers registered for `key`.
  mutating func liveCount(for key: ObserverKey) -> Int {
    guard let count = tables[key]?.liveCount() else { return 0 }
    dropIfEmpty(key)
    return count
  }

  /// The snapshot of `key`'s observers conforming to `T`, or `nil` if the key has none.
  mutating func snapshot<T>(of type: T.Type, for key: ObserverKey) -> ConformanceSnapshot<T>? {
    guard let snapshot = tables[key]?.snapshot(of: type) else { return nil }
    if snapshot.isEmpty { dropIfEmpty(key) }
    return snapshot
  }

  /// Prunes every key's dead observers and drops the keys left empty. Amortised over the adds
  /// that doubled the number of keys.
  private mutating func sweep() {
    for key in Array(tables.keys) where tables[key]?.liveCount() == 0 {
      tables[key] = nil
    }
    sweepThreshold = max(32, tables.count * 2)
  }

  private mutating func dropIfEmpty(_ key: ObserverKey) {
    if tables[key]?.isEmpty == true { tables[key] = nil }
  }
}
