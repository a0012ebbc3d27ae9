#if canImport(Combine)
  import Combine
#else
  import OpenCombine
#endif

/// An object that protocol-typed observers can register with: the API shared by
/// ``ObservableClass``, ``ObservableThreadSafeClass``, ``ObservableThread`` and their keyed
/// subclasses.
///
/// Register any class instance with ``addObserver(_:)-(AnyObject)``; notify with
/// ``withObservers(_:)``, naming the observer protocol in the closure's parameter type. Only the
/// observers that conform to that protocol are called, synchronously on the notifying thread and
/// in registration order. Observers are held weakly: registering never keeps one alive, and dead
/// ones are pruned.
///
/// Re-entrancy: a callback may add, remove or notify. An observer removed during a round is not
/// called again in that round; one added during a round is first called in the next. A nested
/// `withObservers` runs inline, completing before the outer round continues.
///
/// Subclass one of the library's classes rather than conforming your own type: the storage is
/// created only by them.
public protocol ProtocolObservable: AnyObject, ObservableObject
where ObjectWillChangePublisher == ObservableObjectPublisher {
  /// The storage behind this object's observers, plain and keyed; the same instance for the
  /// object's whole life.
  var observerStorage: ObserverStorage { get }
}

extension ProtocolObservable {
  /// The `ObservableObject` publisher; the same instance for the object's whole life.
  public var objectWillChange: ObservableObjectPublisher { observerStorage.changes.publisher }

  /// Registers `observer` (held weakly) after all current observers. Adding one that is
  /// already registered changes nothing.
  public func addObserver(_ observer: AnyObject) {
    observerStorage.add(observer, for: UnitKey())
  }

  /// Registers each of `observers` (held weakly) in the array's order, after all current
  /// observers; those already registered keep their place.
  public func addObserver(_ observers: [AnyObject]) {
    for observer in observers { observerStorage.add(observer, for: UnitKey()) }
  }

  /// Unregisters `observer`; a notification round in progress, on this thread or another, stops
  /// calling it at once. Unknown observers are ignored.
  public func removeObserver(_ observer: AnyObject) {
    observerStorage.remove(observer, for: UnitKey())
  }

  /// Unregisters each of `observers`; unknown ones are ignored.
  public func removeObserver(_ observers: [AnyObject]) {
    for observer in observers { observerStorage.remove(observer, for: UnitKey()) }
  }

  // Public: the registration API (add, remove, remove all, has, count).
  /// Unregisters every plain observer; keyed registrations stay.
  public func removeAllObservers() {
    observerStorage.removeAllPlain()
  }

  // Public: the registration API (add, remove, remove all, has, count).
  /// Whether `observer` is registered.
  public func hasObserver(_ observer: AnyObject) -> Bool {
    observerStorage.contains(observer, for: UnitKey())
  }

  /// The number of registered observers still alive (deallocated ones are pruned).
  public var observerCount: Int { observerStorage.liveCount(for: UnitKey()) }

  /// Calls `body` with every registered observer that conforms to `T`, in registration order,
  /// on the calling thread.
  ///
  /// ```swift
  /// withObservers { (observer: ScoreObserver) in observer.scoreChanged(to: score) }
  /// ```
  @inlinable
  public func withObservers<T>(_ body: (T) throws -> Void) rethrows {
    let cached = observerStorage.cachedSnapshot(of: T.self)
    try ConformanceSnapshot<T>.restored(from: consume cached).forEach(body)
  }

  /// Announces a change through `objectWillChange` on the main actor, coalescing calls made
  /// while a previous announcement is still pending. Callable from any thread.
  public func notifyChange() {
    observerStorage.changes.notifyChange()
  }

  /// Counts of `notifyChange()` calls and the main-actor sends they produced.
  public var changeStatistics: HandoffStatistics { observerStorage.changes.statistics }
}
