/// An ``ObservableClass`` whose observers may also register for keys: for use from one thread.
///
/// Everything ``ObservableClass`` offers stays; ``KeyedProtocolObservable`` adds
/// ``KeyedProtocolObservable/addKeyedObserver(key:_:)-(Key,AnyObject)`` and
/// ``KeyedProtocolObservable/withKeyedObservers(key:_:)``, which notifies only the observers
/// registered for a key. Keys are of any `Hashable & Sendable` type, chosen per call. Like its
/// superclass it takes no locks: every call must come from the same thread (or be otherwise
/// serialized). Use ``KeyedObservableThreadSafeClass`` when several threads touch the observable.
///
/// ```swift
/// protocol StockObserver: AnyObject { func stockChanged(item: String, to count: Int) }
///
/// final class Inventory: KeyedObservableClass {
///   func setStock(item: String, count: Int) {
///     withKeyedObservers(key: item) { (item, observer: StockObserver) in
///       observer.stockChanged(item: item, to: count)
///     }
///   }
/// }
///
/// inventory.addKeyedObserver(key: "apples", shelfLabel)
/// ```
open class KeyedObservableClass: ObservableClass, KeyedProtocolObservable {}
