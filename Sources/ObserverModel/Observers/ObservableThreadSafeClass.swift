/// A base class with protocol-typed observers that any thread may add, remove and notify.
///
/// It behaves exactly like ``ObservableClass``: ``withObservers(_:)`` calls the observers that
/// conform to the protocol named in the closure, synchronously on the calling thread, in
/// registration order. The observer set sits behind a `Mutex` that is released before any
/// observer runs, so callbacks may re-enter freely. Subclasses are responsible for guarding
/// their own state, and Swift asks them to restate the conformance that says so:
/// `final class Game: ObservableThreadSafeClass, @unchecked Sendable`.
open class ObservableThreadSafeClass: ObservableObject, @unchecked Sendable {
  // @unchecked: the only state here is the observer table, which is internally locked.

  @usableFromInline let observers = SharedObserverTable()

  /// Creates an observable with no observers.
  public init() {}

  /// The `ObservableObject` publisher; the same instance for the object's whole life.
  public var objectWillChange: ObservableObjectPublisher { observers.changes.publisher }

  /// Registers `observer` (held weakly) after all current observers. Adding one that is
  /// already registered changes nothing.
  public func addObserver(_ observer: AnyObject) { observers.add(observer) }

  /// Unregisters `observer`; a notification round in progress on another thread stops
  /// calling it immediately. Unknown observers are ignored.
  public func removeObserver(_ observer: AnyObject) { observers.remove(observer) }

  /// Unregisters every observer.
  public func removeAllObservers() { observers.removeAll() }

  /// Whether `observer` is registered.
  public func hasObserver(_ observer: AnyObject) -> Bool { observers.contains(observer) }

  /// The number of registered observers still alive (deallocated ones are pruned).
  public var observerCount: Int { observers.liveCount }

  /// Calls `body` with every registered observer that conforms to `T`, in registration order,
  /// on the calling thread.
  @inlinable public func withObservers<T>(_ body: (T) throws -> Void) rethrows {
    try observers.withObservers(body)
  }

  /// Announces a change through `objectWillChange` on the main actor, coalescing calls made
  /// while a previous announcement is still pending. Callable from any thread.
  public func notifyChange() { observers.changes.notifyChange() }

  /// Counts of `notifyChange()` calls and the main-actor sends they produced.
  public var changeStatistics: ChangeStatistics { observers.changes.statistics }
}
