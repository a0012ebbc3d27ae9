import Synchronization

/// The observers that conform to one observer protocol `T`, in registration order, computed once
/// per change of the observer set so that a notification costs no dynamic cast per observer.
///
/// Each conforming observer's `T` value (the object plus its witness tables) is kept as raw bits
/// *without* a retain, so the snapshot never keeps an observer alive. The bits are only read after
/// the registration's weak reference has produced a strong reference, which keeps the object alive
/// for the duration of the call. When `T`'s representation does not start with the object pointer
/// (for example `AnyHashable`, which boxes), the snapshot falls back to a cast per call.
final class ConformanceSnapshot<T>: @unchecked Sendable {
  // @unchecked: immutable after init; the raw storage is written only in init.

  private let registrations: [Registration]
  private let storage: UnsafeMutablePointer<T>?
  /// Set when a round met an observer that has been deallocated, so the owner prunes later.
  let sawDeadObserver = Atomic<Bool>(false)

  init(registrations candidates: [Registration]) {
    var kept: [Registration] = []
    kept.reserveCapacity(candidates.count)
    var bits: [T] = []
    var storable = true
    for registration in candidates {
      guard registration.isActive, let object = registration.object else { continue }
      guard let typed = object as? T else { continue }
      kept.append(registration)
      if storable {
        storable = Self.startsWithObject(typed, object)
        bits.append(typed)
      }
    }
    registrations = kept
    if storable, !kept.isEmpty {
      let buffer = UnsafeMutablePointer<T>.allocate(capacity: kept.count)
      bits.withUnsafeBufferPointer { source in
        // A bitwise copy: the buffer holds the values without owning a retain.
        UnsafeMutableRawPointer(buffer).copyMemory(
          from: UnsafeRawPointer(source.baseAddress!),
          byteCount: MemoryLayout<T>.stride * kept.count)
      }
      storage = buffer
    } else {
      storage = nil
    }
    withExtendedLifetime(bits) {}
  }

  deinit {
    // The buffer's values were never retained, so they are not destroyed: only the memory goes.
    storage?.deallocate()
  }

  var isEmpty: Bool { registrations.isEmpty }

  /// Calls `body` for each registration that is still active and alive, in order.
  @inline(__always)
  func forEach(_ body: (T) throws -> Void) rethrows {
    if let storage {
      for index in registrations.indices {
        let registration = registrations[index]
        guard registration.isActive else { continue }
        guard let object = registration.object else {
          sawDeadObserver.store(true, ordering: .relaxed)
          continue
        }
        try withExtendedLifetime(object) { try body(storage[index]) }
      }
    } else {
      for registration in registrations {
        guard registration.isActive else { continue }
        guard let object = registration.object else {
          sawDeadObserver.store(true, ordering: .relaxed)
          continue
        }
        if let typed = object as? T { try body(typed) }
      }
    }
  }

  private static func startsWithObject(_ value: T, _ object: AnyObject) -> Bool {
    guard MemoryLayout<T>.size >= MemoryLayout<UnsafeRawPointer>.size else { return false }
    let expected = UnsafeRawPointer(Unmanaged.passUnretained(object).toOpaque())
    return withUnsafeBytes(of: value) { raw in
      raw.load(as: UnsafeRawPointer.self) == expected
    }
  }
}
