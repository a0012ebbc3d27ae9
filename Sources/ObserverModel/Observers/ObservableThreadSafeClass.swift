/// A base class with protocol-typed observers that any thread may add, remove and notify.
///
/// It behaves exactly like ``ObservableClass`` (see ``ProtocolObservable`` for the API):
/// ``ProtocolObservable/withObservers(_:)`` calls the observers that conform to the protocol
/// named in the closure, synchronously on the calling thread, in registration order. The observer
/// set sits behind a mutex that is released before any observer runs, so callbacks may re-enter
/// freely. Subclasses are responsible for guarding their own state, and Swift asks them to
/// restate the conformance that says so:
/// `final class Game: ObservableThreadSafeClass, @unchecked Sendable`.
open class ObservableThreadSafeClass: ProtocolObservable, @unchecked Sendable {
  // @unchecked: the only state here is the observer storage, which is internally locked.

  // Public: ProtocolObservable requires it.
  /// The locked storage behind this object's observers.
  public let observerStorage = ObserverStorage(locked: true)

  /// Creates an observable with no observers.
  public init() {}
}
