import Synchronization

/// The registrations whose observers conform to one observer protocol `T`, in registration
/// order, computed once per change of the observer set so that a notification skips observers
/// of other protocols without looking at them.
///
/// The snapshot holds registrations, never observers, so it keeps no observer alive. Each
/// observer is reached for its call through its registration's reference: fast runtime, a
/// try-retain of the observer's header (see ``UnownedReference``), with the registrations read
/// `unowned(unsafe)` while `registrations` owns them; safe runtime (`OBSERVER_MODEL_SAFE`), a `weak`
/// load. Either way the observer stays alive until its callback returns, even if the callback,
/// or another thread, drops the last outside reference; one that has begun to deinitialize is
/// skipped.
///
/// The observer is converted to `T` by a cast per call. An earlier version kept each `T` value
/// as raw bits without a retain, which needed a probe of `T`'s memory layout; it is gone: no
/// documented ABI guarantee covers it, and the cast costs little next to the retain (see
/// Benchmarks/README.md).
///
/// ``forEach(_:)`` is `@inlinable` so that a client's `withObservers` is specialised for its
/// observer protocol: the cast then goes straight to the conformance look-up.
@usableFromInline
final class ConformanceSnapshot<T>: Sendable {
  @usableFromInline let registrations: [Registration]
  /// Set when a round met an observer that has been deallocated, so the owner prunes later.
  @usableFromInline let sawDeadObserver = Atomic<Bool>(false)

  init(registrations candidates: [Registration]) {
    registrations = candidates.filter { registration in
      guard registration.isActive, let object = registration.object else { return false }
      return object is T
    }
  }

  var isEmpty: Bool { registrations.isEmpty }

  /// Calls `body` for each registration that is still active and alive, in order.
  @inlinable
  func forEach(_ body: (T) throws -> Void) rethrows {
    #if OBSERVER_MODEL_SAFE
      for registration in registrations where registration.isActive {
        guard let observer = registration.object else {
          sawDeadObserver.store(true, ordering: .relaxed)
          continue
        }
        if let typed = observer as? T { try body(typed) }
      }
    #else
      for index in registrations.indices {
        // Unretained: `registrations` owns every registration for the whole round.
        unowned(unsafe) let registration = registrations[index]
        guard registration.isActive else { continue }
        guard let address = registration.retainObserver() else {
          sawDeadObserver.store(true, ordering: .relaxed)
          continue
        }
        // Takes over the try-retain; the cast forwards it to `typed`, released after the call.
        let observer = Unmanaged<AnyObject>.fromOpaque(address).takeRetainedValue()
        if let typed = observer as? T { try body(typed) }
      }
      withExtendedLifetime(registrations) {}
    #endif
  }
}
