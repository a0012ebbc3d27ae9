/// The storage of ``ObservableClass``: the observer table with no lock, for one thread.
final class LocalObserverStorage: ObserverStorage {
  private var table = ObserverTable()

  override func withTable<Result>(_ body: (inout ObserverTable) -> Result) -> Result {
    body(&table)
  }

  override func snapshot<T>(of type: T.Type) -> ConformanceSnapshot<T> {
    table.snapshot(of: type)
  }
}
