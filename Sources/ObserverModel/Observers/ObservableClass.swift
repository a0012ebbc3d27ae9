/// A base class that gives its subclasses protocol-typed observers, for use from one thread.
///
/// Register any class instance with ``ProtocolObservable/addObserver(_:)-(AnyObject)``; notify
/// with ``ProtocolObservable/withObservers(_:)``, naming the observer protocol in the closure's
/// parameter type. Only the observers conforming to that protocol are called, synchronously and
/// in registration order. Observers are held weakly. This is the cheapest kind: it takes no
/// locks, so every call must come from the same thread (or be otherwise serialized). Use
/// ``ObservableThreadSafeClass`` when several threads touch the observable.
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
/// The whole API, and its re-entrancy rules, are those of ``ProtocolObservable``.
open class ObservableClass: ProtocolObservable {
  // Public: ProtocolObservable requires it.
  /// The lock-free storage behind this object's observers.
  public let observerStorage = ObserverStorage(locked: false)

  /// Creates an observable with no observers.
  public init() {}
}
