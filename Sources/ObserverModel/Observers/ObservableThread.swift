// The toolchain refuses a `Thread` subclass unless CoreFoundation is loaded. Importing it here
// also makes every client load it, so clients subclass this class with only ObserverModel.
import CoreFoundation
import Foundation

/// A `Thread` whose work can be observed: override ``main()`` and notify observers from it.
///
/// Observers are protocol-typed and held weakly, exactly as on ``ObservableThreadSafeClass``
/// (see ``ProtocolObservable`` for the API). ``ProtocolObservable/withObservers(_:)`` calls them
/// on the notifying thread — in ``main()``, *this* thread; an observer that must update a user
/// interface hands the work to its main loop, or listens to `objectWillChange`, which
/// ``ProtocolObservable/notifyChange()`` sends on the main actor (coalesced while a send is pending).
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
open class ObservableThread: Thread, ProtocolObservable {
  // Foundation marks `Thread` as not Sendable, so neither is this class. Its observer storage is
  // internally locked: any thread may add, remove and notify.

  // Public: ProtocolObservable requires it.
  /// The locked storage behind this object's observers.
  public let observerStorage = ObserverStorage(locked: true)

  /// Creates a thread that has not started yet; call `start()` to run ``main()``.
  public override init() {
    super.init()
  }

  /// The thread's body. Override it; the default returns at once.
  open override func main() {}
}
