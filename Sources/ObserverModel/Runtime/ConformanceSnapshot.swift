import Synchronization

/// The registrations whose observers conform to one observer protocol `T`, in registration
/// order, computed once per change of the observer set so that a notification skips observers
/// of other protocols without looking at them.
///
/// The snapshot holds registrations, never observers, so it keeps no observer alive. Each
/// observer is reached for its call through its registration's reference: fast runtime, a
/// try-retain of the observer's header (see ``UnownedReference``); safe runtime
/// (`OBSERVER_MODEL_SAFE`), a `weak` load. Either way the observer stays alive until its
/// callback returns, even if the callback, or another thread, drops the last outside reference;
/// one that has begun to deinitialize is skipped.
///
/// The observer is converted to `T` by a cast per call: a `T` value kept instead would keep its
/// observer alive, and Swift has no weak reference to a generic `T` (see Runtime/README.md on
/// the raw-bits version this replaced). The registrations are a `ContiguousArray`, whose elements
/// are borrowed in place when read by index (an `Array`'s were retained and released).
///
/// ``forEach(_:)`` is `@inlinable` so that a client's `withObservers` is specialised for its
/// observer protocol: the cast then goes straight to the conformance look-up.
@usableFromInline
final class ConformanceSnapshot<T>: CachedSnapshot, @unchecked Sendable {
  // @unchecked: restated from the superclass; the state added here is immutable and Sendable.
  @usableFromInline let registrations: ContiguousArray<Registration>

  init(registrations candidates: [Registration]) {
    registrations = ContiguousArray(
      candidates.lazy.filter { registration in
        guard registration.isActive, let object = registration.object else { return false }
        return object is T
      })
    super.init()
  }

  /// `cached` as the snapshot for `T` that it is: the tables keep snapshots of every protocol
  /// as ``CachedSnapshot``s. Inlined where `T` is known, so that the safe runtime's checked cast
  /// finds the class's metadata in a static cache rather than looking it up on every round.
  @inlinable @inline(__always)
  static func restored(from cached: consuming CachedSnapshot) -> ConformanceSnapshot<T> {
    downcast(cached, to: ConformanceSnapshot<T>.self)
  }

  var isEmpty: Bool { registrations.isEmpty }

  /// Calls `body` for each registration that is still active and alive, in order.
  @inlinable
  func forEach(_ body: (T) throws -> Void) rethrows {
    for index in registrations.indices {
      let registration = registrations[index]
      guard registration.isActive else { continue }
      #if OBSERVER_MODEL_SAFE || canImport(ObjectiveC)
        guard let observer = registration.object else {
          sawDeadObserver.store(true, ordering: .relaxed)
          continue
        }
      #else
        // The address is read first and the registration is not used after the try-retain, so
        // nothing needs to hold the registration around that call.
        let address = registration.observer.address
        guard let retained = UnownedReference<AnyObject>.retain(address: address) else {
          sawDeadObserver.store(true, ordering: .relaxed)
          continue
        }
        // Takes over the try-retain; the cast forwards it to `typed`, released after the call.
        let observer = Unmanaged<AnyObject>.fromOpaque(retained).takeRetainedValue()
      #endif
      if let typed = observer as? T { try body(typed) }
    }
  }
}

/// What an observer table keeps of a ``ConformanceSnapshot`` of any protocol: whether a round
/// met an observer that has been deallocated. A table caches and checks the snapshots of every
/// protocol through this class, with no cast.
@usableFromInline
class CachedSnapshot: @unchecked Sendable {
  // @unchecked: the only state is an atomic (subclasses add only immutable state).

  /// Set when a round met an observer that has been deallocated, so the owner prunes later.
  @usableFromInline let sawDeadObserver = Atomic<Bool>(false)

  init() {}
}
