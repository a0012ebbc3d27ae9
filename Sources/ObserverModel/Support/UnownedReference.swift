import CObserverRuntime

/// A reference that, like `weak`, never keeps its object alive and yields nothing once the object
/// has begun to deinitialize, but needs no side table. The library's one way of holding
/// observers, observed models and key-path trackers without owning them.
///
/// A weak reference moves the object's reference counts out of its header into a side table,
/// after which *every* retain and release of the object, by anyone, takes the runtime's slow
/// path. This reference holds the object `unowned(safe)`, which keeps only the object's memory
/// allocated after deinit (its stored properties are destroyed on time, and its address is not
/// reused), and takes a strong reference with the runtime's non-trapping try-retain: one atomic
/// operation on the object's header. The memory is freed when the last copy of this reference
/// goes.
///
/// Where Objective-C interoperability exists the object may be an Objective-C one, whose
/// reference counts the native try-retain cannot touch; there this is a plain weak reference.
@usableFromInline
struct UnownedReference<Object: AnyObject>: @unchecked Sendable {
  // @unchecked: both stored properties are immutable, and the object is only reached through
  // an atomic try-retain (or a weak load).
  #if canImport(ObjectiveC)
    @usableFromInline weak var weakObject: Object?
  #else
    /// Keeps the object's memory allocated, never the object alive; only held, never loaded.
    private unowned(safe) let memory: Object
    /// The object's address, valid to try-retain for as long as `memory` is held.
    @usableFromInline let address: UnsafeMutableRawPointer
  #endif

  /// Refers to `object` without keeping it alive.
  init(_ object: Object) {
    #if canImport(ObjectiveC)
      weakObject = object
    #else
      memory = object
      address = Unmanaged.passUnretained(object).toOpaque()
    #endif
  }

  /// Retains the object and returns its address, or returns `nil` if it has begun to
  /// deinitialize. Balance an address with ``release(_:)``.
  @inlinable @inline(__always)
  func retain() -> UnsafeMutableRawPointer? {
    #if canImport(ObjectiveC)
      guard let weakObject else { return nil }
      return Unmanaged.passRetained(weakObject).toOpaque()
    #else
      return observer_model_try_retain(address)
    #endif
  }

  /// Releases the retain taken by a successful ``retain()``.
  @inlinable @inline(__always)
  static func release(_ address: UnsafeMutableRawPointer) {
    Unmanaged<AnyObject>.fromOpaque(address).release()
  }

  /// A strong reference to the object, or `nil` once it has begun to deinitialize.
  var object: Object? {
    guard let address = retain() else { return nil }
    return Unmanaged<Object>.fromOpaque(address).takeRetainedValue()
  }

  /// Whether the object has not begun to deinitialize.
  var isAlive: Bool {
    guard let address = retain() else { return false }
    Self.release(address)
    return true
  }
}
