/// The observers of one ``ProtocolObservable`` object, and its `objectWillChange` hand-off.
///
/// Opaque: each of the library's observable classes creates its own, lock-free for
/// ``ObservableClass`` and behind a mutex for ``ObservableThreadSafeClass`` and
/// ``ObservableThread``. Everything you do with it goes through the ``ProtocolObservable``
/// methods.
public class ObserverStorage {
  /// Sends `objectWillChange` on the main actor for `notifyChange()`.
  let changes = ChangeNotifier()

  init() {}

  /// Runs `body` with exclusive access to the observer table. Never call user code from `body`.
  func withTable<Result>(_ body: (inout ObserverTable) -> Result) -> Result {
    preconditionFailure("ObserverStorage is created only through its subclasses")
  }

  /// The cached observers conforming to `T`; the caller iterates them with no lock held.
  ///
  /// Subclasses override it to reach the table directly rather than through ``withTable(_:)``:
  /// this is the notification hot path.
  @usableFromInline
  func snapshot<T>(of type: T.Type) -> ConformanceSnapshot<T> {
    withTable { $0.snapshot(of: type) }
  }

  func add(_ observer: AnyObject) { withTable { _ = $0.add(observer) } }

  func remove(_ observer: AnyObject) { withTable { _ = $0.remove(observer) } }

  func removeAll() { withTable { $0.removeAll() } }

  func contains(_ observer: AnyObject) -> Bool { withTable { $0.contains(observer) } }

  var liveCount: Int { withTable { $0.liveCount() } }
}
