/// An ``ObservableThreadSafeClass`` whose observers may also register for keys (see
/// ``KeyedProtocolObservable``); any thread may add, remove and notify, plain or keyed, and the
/// lock is released before any observer runs. Subclasses restate the conformance that says they
/// guard their own state: `final class Settings: KeyedObservableThreadSafeClass, @unchecked Sendable`.
open class KeyedObservableThreadSafeClass: ObservableThreadSafeClass, KeyedProtocolObservable,
  @unchecked Sendable
{
  // @unchecked: the observer storage, plain and keyed, is internally locked.
}
