import Synchronization

/// The observers that conform to one observer protocol `T`, in registration order, computed once
/// per change of the observer set so that a notification costs no dynamic cast per observer.
///
/// Each conforming observer's `T` value (the object plus its witness tables) is kept as raw bits
/// *without* a retain, so the snapshot never keeps an observer alive. The bits stay valid because
/// the registrations, which the snapshot holds, keep the observers' memory; they are only used
/// after the registration's try-retain has succeeded, which keeps the object alive for the
/// duration of the call. When `T`'s representation does not start with the object pointer
/// (for example `AnyHashable`, which boxes), the snapshot falls back to a cast per call.
///
/// ``forEach(_:)`` is `@inlinable` so that a client's `withObservers` is specialised for its
/// observer protocol: unspecialised, every call copied `T` through its value witnesses.
@usableFromInline
final class ConformanceSnapshot<T>: @unchecked Sendable {
  // @unchecked: immutable after init; the raw storage is written only in init.

  @usableFromInline let registrations: [Registration]
  @usableFromInline let storage: UnsafeMutablePointer<T>?
  /// Set when a round met an observer that has been deallocated, so the owner prunes later.
  @usableFromInline let sawDeadObserver = Atomic<Bool>(false)

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
  ///
  /// Each observer is try-retained for its call (see ``Registration/retainObserver()``), so it
  /// stays alive until its callback returns even if the callback, or another thread, drops the
  /// last outside reference; one that has begun to deinitialize is skipped. The registrations
  /// themselves are read without retaining them: `registrations` owns them for the whole round.
  @inlinable
  func forEach(_ body: (T) throws -> Void) rethrows {
    try registrations.withUnsafeBufferPointer { buffer in
      guard let first = buffer.baseAddress else { return }
      let handles = UnsafeRawPointer(first).assumingMemoryBound(to: Unmanaged<Registration>.self)
      for index in 0..<buffer.count {
        var dead = false
        let address = handles[index]._withUnsafeGuaranteedRef {
          registration -> UnsafeMutableRawPointer? in
          guard registration.isActive else { return nil }
          let address = registration.retainObserver()
          dead = address == nil
          return address
        }
        guard let address else {
          if dead { sawDeadObserver.store(true, ordering: .relaxed) }
          continue
        }
        defer { Registration.releaseObserver(at: address) }
        if let storage {
          try Self.withBorrowedValue(at: storage + index, body)
        } else if let typed = Unmanaged<AnyObject>.fromOpaque(address).takeUnretainedValue() as? T {
          try body(typed)
        }
      }
    }
  }

  /// Calls `body` with the unretained value at `slot` without retaining it again.
  ///
  /// Passing `slot.pointee` would copy the value — a retain and a release of the observer, two
  /// more atomic operations on its side table, on top of the weak load the caller already made
  /// and which keeps the object alive. Instead the bits are copied into a stack slot, taken out
  /// as an owned value for the duration of the call, and put back, so the value is never
  /// destroyed: its phantom ownership is returned to the slot, which is then forgotten.
  @inlinable @inline(__always)
  static func withBorrowedValue(
    at slot: UnsafeMutablePointer<T>, _ body: (T) throws -> Void
  ) rethrows {
    try withUnsafeTemporaryAllocation(of: T.self, capacity: 1) { temporary in
      let local = temporary.baseAddress!
      UnsafeMutableRawPointer(local).copyMemory(
        from: UnsafeRawPointer(slot), byteCount: MemoryLayout<T>.size)
      let value = local.move()
      defer { local.initialize(to: value) }
      try body(value)
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
