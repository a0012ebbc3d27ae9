// The toolchain refuses a `Thread` subclass in a file that does not import CoreFoundation.
import CoreFoundation
import Foundation

/// An ``ObservableThread`` whose observers may also register for keys; any thread may add,
/// remove and notify, plain or keyed.
///
/// ``KeyedProtocolObservable`` describes the keyed API. As with the plain observers,
/// ``KeyedProtocolObservable/withKeyedObservers(for:_:)-(Key,_)`` calls them on the notifying
/// thread — in ``ObservableThread/main()``, this thread. Keys cross threads, so they are
/// `Sendable`.
open class KeyedObservableThread<Key: Hashable & Sendable>: ObservableThread,
  KeyedProtocolObservable
{
  /// The locked storage behind this object's keyed observers.
  public let keyedObserverStorage: KeyedObserverStorage<Key> =
    SharedKeyedObserverStorage<Key>()

  /// Creates a thread that has not started yet; call `start()` to run ``ObservableThread/main()``.
  public override init() {
    super.init()
  }
}
