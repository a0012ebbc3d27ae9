import Synchronization

/// An ``ObserverTable`` behind a `Mutex`, plus the change notifier: the storage of the
/// thread-safe observable kinds. The lock is held only to read or change the table, never while
/// an observer runs.
@usableFromInline
final class SharedObserverTable: Sendable {
  private let table = Lock(ObserverTable())
  let changes = ChangeNotifier()

  func add(_ observer: AnyObject) {
    let observer = ObserverReference(observer)
    table.withLock { _ = $0.add(observer.object) }
  }

  func remove(_ observer: AnyObject) {
    let observer = ObserverReference(observer)
    table.withLock { _ = $0.remove(observer.object) }
  }

  func removeAll() {
    table.withLock { $0.removeAll() }
  }

  func contains(_ observer: AnyObject) -> Bool {
    let observer = ObserverReference(observer)
    return table.withLock { $0.contains(observer.object) }
  }

  var liveCount: Int { table.withLock { $0.liveCount() } }

  /// The cached observers conforming to `T`; the caller iterates them outside the lock.
  @usableFromInline
  func snapshot<T>(of type: T.Type) -> ConformanceSnapshot<T> {
    table.withLock { $0.snapshot(of: type) }
  }

  @inlinable
  func withObservers<T>(_ body: (T) throws -> Void) rethrows {
    try snapshot(of: T.self).forEach(body)
  }
}

/// An observer crossing into the shared table. Thread-safe observables call their observers on
/// whichever thread notifies — that is their documented contract — so the reference is allowed
/// to travel; the table itself keeps only a weak reference and the identity.
private struct ObserverReference: @unchecked Sendable {
  let object: AnyObject
  init(_ object: AnyObject) { self.object = object }
}
