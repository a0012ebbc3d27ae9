/// A base class that gives its subclasses protocol-typed observers, for use from one thread.
///
/// Register any class instance with ``addObserver(_:)``; notify with
/// ``withObservers(_:)``, naming the observer protocol in the closure's parameter type. Only the
/// observers conforming to that protocol are called, synchronously and in registration order.
/// Observers are held weakly. This is the cheapest kind: it takes no locks, so every call must
/// come from the same thread (or be otherwise serialized). Use ``ObservableThreadSafeClass``
/// when several threads touch the observable.
///
/// ```swift
/// protocol ScoreObserver: AnyObject { func scoreChanged(to score: Int) }
///
/// final class Game: ObservableClass {
///   var score = 0 {
///     didSet { withObservers { (observer: ScoreObserver) in observer.scoreChanged(to: score) } }
///   }
/// }
/// ```
///
/// Re-entrancy: a callback may add, remove or notify. An observer removed during a round is not
/// called again in that round; one added during a round is first called in the next. A nested
/// `withObservers` runs inline, completing before the outer round continues.
open class ObservableClass: ObservableObject {
  @usableFromInline var table = ObserverTable()
  let changes = ChangeNotifier()

  /// Creates an observable with no observers.
  public init() {}

  /// The `ObservableObject` publisher; the same instance for the object's whole life.
  public var objectWillChange: ObservableObjectPublisher { changes.publisher }

  /// Registers `observer` (held weakly) after all current observers. Adding one that is
  /// already registered changes nothing.
  public func addObserver(_ observer: AnyObject) {
    table.add(observer)
  }

  /// Unregisters `observer`. Unknown observers are ignored.
  public func removeObserver(_ observer: AnyObject) {
    table.remove(observer)
  }

  /// Unregisters every observer.
  public func removeAllObservers() {
    table.removeAll()
  }

  /// Whether `observer` is registered.
  public func hasObserver(_ observer: AnyObject) -> Bool {
    table.contains(observer)
  }

  /// The number of registered observers still alive (deallocated ones are pruned).
  public var observerCount: Int { table.liveCount() }

  /// Calls `body` with every registered observer that conforms to `T`, in registration order.
  @inlinable public func withObservers<T>(_ body: (T) throws -> Void) rethrows {
    try table.snapshot(of: T.self).forEach(body)
  }

  /// Announces a change through `objectWillChange` on the main actor, coalescing calls made
  /// while a previous announcement is still pending. Callable from any thread.
  public func notifyChange() {
    changes.notifyChange()
  }

  /// Counts of `notifyChange()` calls and the main-actor sends they produced.
  public var changeStatistics: ChangeStatistics { changes.statistics }
}
