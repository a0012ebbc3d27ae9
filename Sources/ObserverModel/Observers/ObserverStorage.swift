/// The observers of one ``ProtocolObservable`` object, plain and keyed, and its
/// `objectWillChange` hand-off.
///
/// Opaque: each of the library's observable classes creates its own, lock-free for
/// ``ObservableClass`` and ``KeyedObservableClass``, behind a mutex for the thread-safe and
/// thread kinds. Everything you do with it goes through the ``ProtocolObservable`` and
/// ``KeyedProtocolObservable`` methods.
public final class ObserverStorage {
  /// Sends `objectWillChange` on the main actor for `notifyChange()`.
  let changes = ChangeNotifier()
  /// The tables, when they are behind the package's lock; otherwise `confined` holds them.
  private let locked: Lock<ObserverTables>?
  /// The tables, when every call comes from one thread at a time.
  private let confined: ConfinedState<ObserverTables>?

  /// Creates empty storage whose tables are behind a lock when `locked`, for observables that
  /// any thread may use; otherwise every call must come from one thread at a time.
  init(locked: Bool) {
    // Two optionals rather than an enum of the two: reading an enum's payload retained and
    // released it on every round.
    self.locked = locked ? Lock(ObserverTables()) : nil
    confined = locked ? nil : ConfinedState(ObserverTables())
  }

  /// Runs `body` with exclusive access to the tables. Never call user code from `body`.
  @inline(__always)
  private func withTables<Result>(_ body: (inout ObserverTables) -> Result) -> Result {
    // Unwrapped in place: binding `locked` to a name retained and released it on every call.
    if locked != nil { return locked!.withLock(body) }
    return confined!.withState(body)
  }

  /// The cached plain observers conforming to `T`, which the caller restores with
  /// ``ConformanceSnapshot/restored(from:)`` where `T` is known and iterates with no lock held.
  @usableFromInline
  func cachedSnapshot<T>(of type: T.Type) -> CachedSnapshot {
    // `!`: the unit key always has a table. Nothing generic crosses the critical section, so
    // that it is fully specialised here, where `T` is not known: with a generic result, every
    // round looked up generic metadata at run time and called the lock's unlock out of line.
    withTables { $0.snapshot(of: type, for: UnitKey()) }!
  }

  /// The cached observers of `key` conforming to `T`, or `nil` if `key` has no observers; as
  /// ``cachedSnapshot(of:)``.
  @usableFromInline
  func cachedSnapshot<T, Key: Hashable>(of type: T.Type, for key: Key) -> CachedSnapshot? {
    withTables { $0.snapshot(of: type, for: key) }
  }

  /// The cached plain observers conforming to `T`, for callers that are generic over `T`.
  func snapshot<T>(of type: T.Type) -> ConformanceSnapshot<T> {
    .restored(from: cachedSnapshot(of: type))
  }

  func add<Key: Hashable>(_ observer: AnyObject, for key: Key) {
    withTables { $0.add(observer, for: key) }
  }

  func remove<Key: Hashable>(_ observer: AnyObject, for key: Key) {
    withTables { $0.remove(observer, for: key) }
  }

  func removeAllPlain() { withTables { $0.removeAllPlain() } }

  func removeAllKeyed() { withTables { $0.removeAllKeyed() } }

  func contains<Key: Hashable>(_ observer: AnyObject, for key: Key) -> Bool {
    withTables { $0.contains(observer, for: key) }
  }

  func liveCount<Key: Hashable>(for key: Key) -> Int { withTables { $0.liveCount(for: key) } }

  /// The number of keys kept besides the unit key (for tests).
  var keyCount: Int { withTables { $0.keyCount } }
}
