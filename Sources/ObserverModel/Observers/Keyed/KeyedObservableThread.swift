// The toolchain refuses a `Thread` subclass in a file that does not import CoreFoundation.
import CoreFoundation
import Foundation

/// An ``ObservableThread`` whose observers may also register for keys; any thread may add,
/// remove and notify, plain or keyed.
///
/// ``KeyedProtocolObservable`` describes the keyed API. As with the plain observers,
/// ``KeyedProtocolObservable/withKeyedObservers(key:_:)`` calls them on the notifying thread —
/// in ``ObservableThread/main()``, this thread. Keys cross threads, so they are `Sendable`.
///
/// ```swift
/// final class Sampler: KeyedObservableThread {
///   override func main() {
///     for channel in ["left", "right"] {
///       withKeyedObservers(key: channel) { (channel, observer: LevelObserver) in
///         observer.levelChanged(channel)
///       }
///     }
///   }
/// }
/// ```
open class KeyedObservableThread: ObservableThread, KeyedProtocolObservable {}
