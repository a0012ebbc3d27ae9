/// An ``ObservableClass`` whose observers may also register for keys: for use from one thread.
///
/// Everything ``ObservableClass`` offers stays; ``KeyedProtocolObservable`` adds
/// ``KeyedProtocolObservable/addKeyedObserver(for:_:)-(Key,AnyObject)`` and
/// ``KeyedProtocolObservable/withKeyedObservers(for:_:)-(Key,_)``, which notifies only the
/// observers registered for a key. Like its superclass it takes no locks: every call must come
/// from the same thread (or be otherwise serialized). Use ``KeyedObservableThreadSafeClass`` when
/// several threads touch the observable.
open class KeyedObservableClass<Key: Hashable>: ObservableClass, KeyedProtocolObservable {
  /// The lock-free storage behind this object's keyed observers.
  public let keyedObserverStorage: KeyedObserverStorage<Key> = LocalKeyedObserverStorage<Key>()

  /// Creates an observable with no observers.
  public override init() {
    super.init()
  }
}
