/// The storage of ``ObservableClass``: the observer table with no lock, for one thread.
final class LocalObserverStorage: ObserverStorage {
  private let table = ConfinedState(ObserverTable())

  override func withTable<Result>(_ body: (inout ObserverTable) -> Result) -> Result {
    table.withState(body)
  }

  override func snapshot<T>(of type: T.Type) -> ConformanceSnapshot<T> {
    table.withState { $0.snapshot(of: type) }
  }
}
