/// The keyed storage of ``KeyedObservableClass``: no lock, for one thread.
final class LocalKeyedObserverStorage: KeyedObserverStorage {
  private var tables = KeyedObserverTable()

  override func withTables<Result>(_ body: (inout KeyedObserverTable) -> Result) -> Result {
    body(&tables)
  }

  override func snapshot<T>(of type: T.Type, for key: ObserverKey) -> ConformanceSnapshot<T>? {
    tables.snapshot(of: type, for: key)
  }
}
