/// The keyed storage of the thread-safe keyed kinds: the table behind a lock that is held only to
/// read or change it, never while an observer runs.
final class SharedKeyedObserverStorage: KeyedObserverStorage, @unchecked Sendable {
  // @unchecked: the table is only touched inside the lock, and every key in it was built from a
  // `Sendable` value (the public API requires it), so comparing keys from any thread is safe.
  // (A class inheriting from a non-Sendable class cannot state the conformance checked.)
  private let tables = Lock(KeyedObserverTable())

  override func withTables<Result>(_ body: (inout KeyedObserverTable) -> Result) -> Result {
    tables.withLock(body)
  }

  override func snapshot<T>(of type: T.Type, for key: ObserverKey) -> ConformanceSnapshot<T>? {
    // A non-generic result keeps the critical section specialised; see SharedObserverStorage.
    let snapshot = tables.withLock { tables -> AnyObject? in tables.snapshot(of: type, for: key) }
    return snapshot.map { downcast($0, to: ConformanceSnapshot<T>.self) }
  }
}
