/// The keyed storage of ``KeyedObservableClass``: no lock, for one thread.
final class LocalKeyedObserverStorage: KeyedObserverStorage {
  private let tables = ConfinedState(KeyedObserverTable())

  override func withTables<Result>(_ body: (inout KeyedObserverTable) -> Result) -> Result {
    tables.withState(body)
  }

  override func snapshot<T>(of type: T.Type, for key: ObserverKey) -> ConformanceSnapshot<T>? {
    tables.withState { $0.snapshot(of: type, for: key) }
  }
}
