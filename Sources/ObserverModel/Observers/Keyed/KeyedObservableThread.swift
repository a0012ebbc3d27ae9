// The toolchain refuses a `Thread` subclass in a file that does not import CoreFoundation.
import CoreFoundation
import Foundation

/// An ``ObservableThread`` whose observers may also register for keys (see
/// ``KeyedProtocolObservable``); any thread may add, remove and notify, plain or keyed. As with
/// the plain observers, ``KeyedProtocolObservable/withKeyedObservers(key:_:)`` calls them on the
/// notifying thread: in ``ObservableThread/main()``, this thread.
open class KeyedObservableThread: ObservableThread, KeyedProtocolObservable {}
