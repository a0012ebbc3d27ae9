/// The keyed observers of one ``KeyedProtocolObservable`` object, for keys of every type.
///
/// Opaque: each of the library's keyed observable classes creates its own, lock-free for
/// ``KeyedObservableClass`` and behind a mutex for ``KeyedObservableThreadSafeClass`` and
/// ``KeyedObservableThread``. Everything you do with it goes through the
/// ``KeyedProtocolObservable`` methods.
public class KeyedObserverStorage {
  init() {}

  /// Runs `body` with exclusive access to the keyed table. Never call user code from `body`.
  func withTables<Result>(_ body: (inout KeyedObserverTable) -> Result) -> Result {
    preconditionFailure("KeyedObserverStorage is created only through its subclasses")
  }

  /// The cached observers of `key` conforming to `T`, or `nil` if the key has no observers; the
  /// caller iterates them with no lock held. Overridden directly, as the notification hot path.
  @usableFromInline
  func snapshot<T>(of type: T.Type, for key: ObserverKey) -> ConformanceSnapshot<T>? {
    withTables { $0.snapshot(of: type, for: key) }
  }

  func add(_ observer: AnyObject, for key: ObserverKey) {
    withTables { $0.add(observer, for: key) }
  }

  func remove(_ observer: AnyObject, for key: ObserverKey) {
    withTables { $0.remove(observer, for: key) }
  }

  func removeAll() { withTables { $0.removeAll() } }

  func contains(_ observer: AnyObject, for key: ObserverKey) -> Bool {
    withTables { $0.contains(observer, for: key) }
  }

  func liveCount(for key: ObserverKey) -> Int { withTables { $0.liveCount(for: key) } }
}
