import CObserverRuntime
import Synchronization

/// One observer's entry in an ``ObserverTable``: the observer held without keeping it alive, a
/// monotonic id and an active flag that removal clears, so a round already in progress skips it
/// at once.
///
/// The observer is held by an `unowned(safe)` reference rather than a `weak` one. Both let it
/// deinitialize as soon as its last strong reference goes; the unowned one also keeps its memory
/// (only the object's own allocation: its stored properties are destroyed by deinit) until this
/// registration is freed, and needs no side table. That is what makes ``retainObserver()``
/// cheap: a try-retain on the object itself, one atomic operation on the object's header, where
/// a weak load takes its atomic operations on a separate side table. The table prunes dead
/// registrations, so the kept memory of dead observers is bounded by the live count.
///
/// Where Objective-C interoperability exists, an observer may be an Objective-C object, whose
/// reference counts the native try-retain cannot touch; there the registration holds a `weak`
/// reference instead, and the observer's address may be reused once it has died.
@usableFromInline
final class Registration: @unchecked Sendable {
  // @unchecked: every stored property is immutable after init except `active`, which is atomic;
  // the unowned reference is only held, never loaded.

  let id: UInt64
  /// The observer's identity. Without Objective-C interoperability it stays unique after the
  /// observer has deinitialized: its memory, and so its address, is not reused while this
  /// registration exists.
  let identity: ObjectIdentifier
  #if canImport(ObjectiveC)
    @usableFromInline weak let observer: AnyObject?
  #else
    /// The observer's address; valid to try-retain for as long as `memory` is held.
    @usableFromInline let address: UnsafeMutableRawPointer
    /// Keeps the observer's memory allocated after it deinitializes, never the observer alive.
    private unowned(safe) let memory: AnyObject
  #endif
  @usableFromInline let active = Atomic<Bool>(true)

  init(id: UInt64, object: AnyObject) {
    self.id = id
    self.identity = ObjectIdentifier(object)
    #if canImport(ObjectiveC)
      self.observer = object
    #else
      self.address = Unmanaged.passUnretained(object).toOpaque()
      self.memory = object
    #endif
  }

  /// Whether the observer is still registered (it may still have been deallocated).
  @inlinable var isActive: Bool { active.load(ordering: .acquiring) }

  /// Marks the registration removed; rounds in progress stop calling it.
  func deactivate() { active.store(false, ordering: .releasing) }

  /// Retains the observer for a call and returns its address, or returns `nil` if it has begun
  /// to deinitialize. Balance an address with ``releaseObserver(at:)``.
  @inlinable @inline(__always)
  func retainObserver() -> UnsafeMutableRawPointer? {
    #if canImport(ObjectiveC)
      guard let observer else { return nil }
      return Unmanaged.passRetained(observer).toOpaque()
    #else
      return observer_model_try_retain(address)
    #endif
  }

  /// Releases the retain taken by a successful ``retainObserver()``.
  @inlinable @inline(__always)
  static func releaseObserver(at address: UnsafeMutableRawPointer) {
    Unmanaged<AnyObject>.fromOpaque(address).release()
  }

  /// A strong reference to the observer, or `nil` once it has begun to deinitialize.
  var object: AnyObject? {
    guard let address = retainObserver() else { return nil }
    return Unmanaged<AnyObject>.fromOpaque(address).takeRetainedValue()
  }

  /// Whether the observer is still alive.
  var isAlive: Bool {
    guard let address = retainObserver() else { return false }
    Self.releaseObserver(at: address)
    return true
  }
}
