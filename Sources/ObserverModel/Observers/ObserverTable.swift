/// The observer set of one key of an observable (the plain observers are the unit key's):
/// registrations in order, an index by identity, and one cached ``ConformanceSnapshot`` per
/// observer protocol that has been notified.
///
/// Not thread-safe by itself (``ObserverStorage`` confines or locks it). Every mutation drops the
/// cached snapshots. Removal is O(1): the registration is deactivated and left in place, and the
/// array is compacted once removed entries outnumber live ones, so a subscribe/remove pair costs
/// the same with 10 or 100,000 observers present.
@usableFromInline
struct ObserverTable {
  private var registrations: [Registration] = []
  private var index: [ObjectIdentifier: Registration] = [:]
  private var snapshots: [(type: ObjectIdentifier, snapshot: CachedSnapshot)] = []
  private var nextID: UInt64 = 0
  /// Deactivated registrations still in `registrations`, awaiting compaction.
  private var removedCount = 0
  /// When the registrations not known to be removed reach this number, `add` first prunes the
  /// dead: a table that is only ever added to (never notified, never counted) keeps at most
  /// about twice its live observers. Removed ones are left to the cheaper compaction, which does
  /// not touch the observers themselves: add/remove churn never triggers a prune.
  private var pruneThreshold = 32

  /// Registers `object` at the end of the order. Adding an observer that is already registered
  /// does nothing and returns `false`.
  @discardableResult
  mutating func add(_ object: AnyObject) -> Bool {
    if registrations.count - removedCount >= pruneThreshold { pruneDead() }
    let identity = ObjectIdentifier(object)
    let registration = Registration(id: nextID, object: object)
    // One hash look-up in the common case: insert, and undo it if the observer was there.
    if let existing = index.updateValue(registration, forKey: identity) {
      // Without Objective-C interoperability a registration keeps its observer's memory, so
      // the entry is always `object` itself; elsewhere the address may have been reused by a
      // new object after the registered one died.
      if existing.isAlive {
        index[identity] = existing
        return false
      }
      deactivate(existing)
    }
    nextID &+= 1
    registrations.append(registration)
    snapshots.removeAll(keepingCapacity: true)
    return true
  }

  /// Unregisters `object`; a round in progress stops calling it immediately.
  @discardableResult
  mutating func remove(_ object: AnyObject) -> Bool {
    guard let registration = index.removeValue(forKey: ObjectIdentifier(object)) else {
      return false
    }
    deactivate(registration)
    return true
  }

  /// Unregisters every observer.
  mutating func removeAll() {
    for registration in registrations { registration.deactivate() }
    registrations.removeAll()
    index.removeAll()
    snapshots.removeAll()
    removedCount = 0
  }

  private mutating func deactivate(_ registration: Registration) {
    registration.deactivate()
    removedCount += 1
    if removedCount > 16, removedCount * 2 > registrations.count {
      registrations.removeAll { !$0.isActive }
      removedCount = 0
    }
    snapshots.removeAll(keepingCapacity: true)
  }

  /// The number of registered observers that are still alive. Prunes the dead ones.
  mutating func liveCount() -> Int {
    pruneDead()
    return registrations.count - removedCount
  }

  /// Whether no observer is registered. Observers that died but were not pruned yet still count.
  var isEmpty: Bool { registrations.count == removedCount }

  /// Registrations kept, including removed and dead ones not yet compacted (for tests).
  var storedCount: Int { registrations.count }

  /// Whether `object` is currently registered.
  func contains(_ object: AnyObject) -> Bool {
    index[ObjectIdentifier(object)]?.isAlive == true
  }

  /// The snapshot of observers conforming to `T`, built on first use after a change.
  @usableFromInline
  mutating func snapshot<T>(of type: T.Type) -> CachedSnapshot {
    let key = ObjectIdentifier(type)
    if let position = cachedPosition(of: key) {
      let snapshot = snapshots[position].snapshot
      if !snapshot.sawDeadObserver.load(ordering: .relaxed) { return snapshot }
      snapshots.remove(at: position)
      pruneDead()
    }
    let snapshot = ConformanceSnapshot<T>(registrations: registrations)
    snapshots.append((key, snapshot))
    return snapshot
  }

  /// Where the snapshot for the protocol `key` is cached. An index loop: `firstIndex(where:)`
  /// allocated in unoptimised builds.
  private func cachedPosition(of key: ObjectIdentifier) -> Int? {
    for position in snapshots.indices where snapshots[position].type == key { return position }
    return nil
  }

  private mutating func pruneDead() {
    let before = registrations.count
    registrations.removeAll { registration in
      guard registration.isActive else { return true }
      guard !registration.isAlive else { return false }
      index[registration.identity] = nil
      return true
    }
    removedCount = 0
    pruneThreshold = max(32, registrations.count * 2)
    if registrations.count != before { snapshots.removeAll(keepingCapacity: true) }
  }
}
