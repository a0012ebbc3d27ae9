/// An ``ObservableClass`` whose observers may also register for keys (see
/// ``KeyedProtocolObservable``), for use from one thread: it takes no locks, so every call must
/// come from the same thread (or be otherwise serialized). Use ``KeyedObservableThreadSafeClass``
/// when several threads touch the observable.
open class KeyedObservableClass: ObservableClass, KeyedProtocolObservable {}
