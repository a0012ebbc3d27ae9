/// The observers of one ``ProtocolObservable`` object, plain and keyed, and its
/// `objectWillChange` hand-off.
///
/// Opaque: each of the library's observable classes creates its own, lock-free for
/// ``ObservableClass`` and ``KeyedObservableClass``, behind a mutex for the thread-safe and
/// thread kinds. Everything you do with it goes through the ``ProtocolObservable`` and
/// ``KeyedProtocolObservable`` methods.
public final class ObserverStorage {
  /// Where the tables live: confined to one thread, or behind the package's lock.
  private enum Tables {
    case confined(ConfinedState<ObserverTables>)
    case locked(Lock<ObserverTables>)
  }

  /// Sends `objectWillChange` on the main actor for `notifyChange()`.
  let changes = ChangeNotifier()
  private let tables: Tables

  /// Creates empty storage whose tables are behind a lock when `locked`, for observables that
  /// any thread may use; otherwise every call must come from one thread at a time.
  init(locked: Bool) {
    tables = locked ? .locked(Lock(ObserverTables())) : .confined(ConfinedState(ObserverTables()))
  }

  /// Runs `body` with exclusive access to the tables. Never call user code from `body`.
  @inline(__always)
  private func withTables<Result>(_ body: (inout ObserverTables) -> Result) -> Result {
    switch tables {
    case .confined(let state): state.withState(body)
    case .locked(let lock): lock.withLock(body)
    }
  }

  /// The cached plain observers conforming to `T` (those of the unit key, which always has a
  /// table); the caller iterates them with no lock held. The notification hot path.
  @usableFromInline
  func snapshot<T>(of type: T.Type) -> ConformanceSnapshot<T> {
    lookUpSnapshot(of: type, for: .unit)!
  }

  /// The cached observers of `key` conforming to `T`, or `nil` if `key` has no observers; the
  /// caller iterates them with no lock held.
  @usableFromInline
  func snapshot<T>(of type: T.Type, for key: ObserverKey) -> ConformanceSnapshot<T>? {
    lookUpSnapshot(of: type, for: key)
  }

  @inline(__always)
  private func lookUpSnapshot<T>(of type: T.Type, for key: ObserverKey) -> ConformanceSnapshot<T>? {
    // The critical section returns `AnyObject?`, not `ConformanceSnapshot<T>?`, so that it is
    // fully specialised here, where `T` is not known: with a generic result, every round looked
    // up the snapshot class's generic metadata and called the lock's unlock out of line.
    let snapshot = withTables { tables -> AnyObject? in tables.snapshot(of: type, for: key) }
    return snapshot.map { downcast($0, to: ConformanceSnapshot<T>.self) }
  }

  func add(_ observer: AnyObject, for key: ObserverKey) {
    withTables { $0.add(observer, for: key) }
  }

  func remove(_ observer: AnyObject, for key: ObserverKey) {
    withTables { $0.remove(observer, for: key) }
  }

  func removeAllPlain() { withTables { $0.removeAllPlain() } }

  func removeAllKeyed() { withTables { $0.removeAllKeyed() } }

  func contains(_ observer: AnyObject, for key: ObserverKey) -> Bool {
    withTables { $0.contains(observer, for: key) }
  }

  func liveCount(for key: ObserverKey) -> Int { withTables { $0.liveCount(for: key) } }

  /// The number of keys kept besides the unit key (for tests).
  var keyCount: Int { withTables { $0.keyCount } }
}
