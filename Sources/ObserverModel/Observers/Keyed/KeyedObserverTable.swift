/// The observers of a keyed observable: one ``ObserverTable`` per key, so each key keeps its own
/// registration order, weak holding and per-protocol snapshots.
///
/// A key whose last observer is removed is dropped. One whose observers all died is dropped when
/// it is next notified, counted or changed.
struct KeyedObserverTable<Key: Hashable> {
  private var tables: [Key: ObserverTable] = [:]

  /// Registers `object` for `key`, after the key's current observers.
  mutating func add(_ object: AnyObject, for key: Key) {
    tables[key, default: ObserverTable()].add(object)
  }

  /// Unregisters `object` for `key`; a round for that key in progress stops calling it at once.
  mutating func remove(_ object: AnyObject, for key: Key) {
    guard tables[key]?.remove(object) == true else { return }
    dropIfEmpty(key)
  }

  /// Unregisters every observer of every key.
  mutating func removeAll() {
    for key in tables.keys { tables[key]?.removeAll() }
    tables.removeAll()
  }

  /// Whether `object` is registered for `key`.
  func contains(_ object: AnyObject, for key: Key) -> Bool {
    tables[key]?.contains(object) == true
  }

  /// The number of live observers registered for `key`.
  mutating func liveCount(for key: Key) -> Int {
    guard let count = tables[key]?.liveCount() else { return 0 }
    dropIfEmpty(key)
    return count
  }

  /// The snapshot of `key`'s observers conforming to `T`, or `nil` if the key has none.
  mutating func snapshot<T>(of type: T.Type, for key: Key) -> ConformanceSnapshot<T>? {
    guard let snapshot = tables[key]?.snapshot(of: type) else { return nil }
    if snapshot.isEmpty { dropIfEmpty(key) }
    return snapshot
  }

  private mutating func dropIfEmpty(_ key: Key) {
    if tables[key]?.isEmpty == true { tables[key] = nil }
  }
}
