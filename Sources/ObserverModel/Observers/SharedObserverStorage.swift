/// The storage of the thread-safe observable kinds: the observer table behind a lock that is
/// held only to read or change the table, never while an observer runs.
final class SharedObserverStorage: ObserverStorage, @unchecked Sendable {
  // @unchecked: the table is only touched inside the lock; the notifier is itself Sendable.
  // (A class inheriting from a non-Sendable class cannot state the conformance checked.)
  private let table = Lock(ObserverTable())

  override func withTable<Result>(_ body: (inout ObserverTable) -> Result) -> Result {
    table.withLock(body)
  }

  override func snapshot<T>(of type: T.Type) -> ConformanceSnapshot<T> {
    // The critical section returns `AnyObject`, not `ConformanceSnapshot<T>`, so that it is fully
    // specialised here, where `T` is not known: with a generic result, every round looked up the
    // snapshot class's generic metadata and called the lock's unlock out of line.
    let snapshot = table.withLock { table -> AnyObject in table.snapshot(of: type) }
    return downcast(snapshot, to: ConformanceSnapshot<T>.self)
  }
}
