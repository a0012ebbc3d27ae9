// The toolchain refuses a `Thread` subclass in a file that does not import CoreFoundation; the
// module re-exports it (see ThreadSubclassingSupport.swift) so clients need only ObserverModel.
import CoreFoundation
import Foundation

/// A `Thread` whose work can be observed: override ``main()`` and notify observers from it.
///
/// Observers are protocol-typed and held weakly, exactly as on ``ObservableThreadSafeClass``.
/// ``withObservers(_:)`` calls them on *this* thread; an observer that must update a user
/// interface hands the work to its main loop, or listens to `objectWillChange`, which
/// ``notifyChange()`` sends on the main actor (coalesced while a send is pending).
///
/// ```swift
/// final class Ticker: ObservableThread {
///   override func main() {
///     while !isCancelled {
///       withObservers { (observer: TickObserver) in observer.tick() }
///       notifyChange()
///       Thread.sleep(forTimeInterval: 1)
///     }
///   }
/// }
/// ```
open class ObservableThread: Thread, ObservableObject {
  // Foundation marks `Thread` as not Sendable, so neither is this class. Its observer table is
  // internally locked: any thread may add, remove and notify.

  @usableFromInline let observers = SharedObserverTable()

  /// Creates a thread that has not started yet; call `start()` to run ``main()``.
  public override init() {
    super.init()
  }

  /// The `ObservableObject` publisher; the same instance for the object's whole life.
  public var objectWillChange: ObservableObjectPublisher { observers.changes.publisher }

  /// Registers `observer` (held weakly) after all current observers. Adding one that is
  /// already registered changes nothing.
  public func addObserver(_ observer: AnyObject) { observers.add(observer) }

  /// Unregisters `observer`; a notification round in progress stops calling it immediately.
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

  /// The thread's body. Override it; the default returns at once.
  open override func main() {}
}
