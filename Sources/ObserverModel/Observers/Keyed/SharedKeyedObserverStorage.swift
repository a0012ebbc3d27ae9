/// The keyed storage of the thread-safe keyed kinds: the table behind a lock that is held only to
/// read or change it, never while an observer runs.
final class SharedKeyedObserverStorage<Key: Hashable & Sendable>: KeyedObserverStorage<Key>,
  @unchecked Sendable
{
  // @unchecked: the table is only touched inside the lock, and its keys are Sendable. (A class
  // inheriting from a non-Sendable class cannot state the conformance checked.)
  private let tables = Lock(KeyedObserverTable<Key>())

  override func withTables<Result>(_ body: (inout KeyedObserverTable<Key>) -> Result) -> Result {
    tables.withLock(body)
  }

  override func snapshot<T>(of type: T.Type, for key: Key) -> ConformanceSnapshot<T>? {
    tables.withLock { $0.snapshot(of: type, for: key) }
  }
}
