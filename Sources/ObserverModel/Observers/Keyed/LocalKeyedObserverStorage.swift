/// The keyed storage of ``KeyedObservableClass``: no lock, for one thread.
final class LocalKeyedObserverStorage<Key: Hashable>: KeyedObserverStorage<Key> {
  private var tables = KeyedObserverTable<Key>()

  override func withTables<Result>(_ body: (inout KeyedObserverTable<Key>) -> Result) -> Result {
    body(&tables)
  }

  override func snapshot<T>(of type: T.Type, for key: Key) -> ConformanceSnapshot<T>? {
    tables.snapshot(of: type, for: key)
  }
}
