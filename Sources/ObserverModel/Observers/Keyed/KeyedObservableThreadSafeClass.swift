/// An ``ObservableThreadSafeClass`` whose observers may also register for keys; any thread may
/// add, remove and notify, plain or keyed.
///
/// ``KeyedProtocolObservable`` describes the keyed API. The keyed observers sit behind the same
/// mutex as the plain ones, released before any observer runs, so a callback may add, remove or
/// notify, for any key, without deadlock. Keys cross threads, so they are `Sendable`. Subclasses
/// restate the conformance that says they guard their own state:
///
/// ```swift
/// final class Settings: KeyedObservableThreadSafeClass, @unchecked Sendable {
///   func changed(_ name: String) {
///     withKeyedObservers(key: name) { (name, observer: SettingObserver) in
///       observer.settingChanged(name)
///     }
///   }
/// }
/// ```
open class KeyedObservableThreadSafeClass: ObservableThreadSafeClass, KeyedProtocolObservable,
  @unchecked Sendable
{
  // @unchecked: the observer storage, plain and keyed, is internally locked.
}
