#if !OBSERVER_MODEL_SAFE
  import CObserverRuntime
#endif

/// A reference that, like `weak`, never keeps its object alive and yields nothing once the object
/// has begun to deinitialize. The library's one way of holding observers, observed models and
/// key-path trackers without owning them.
///
/// Safe runtime (`OBSERVER_MODEL_SAFE`), and wherever Objective-C interoperability exists: a
/// plain `weak` reference.
///
/// Fast runtime: no side table (a weak reference moves the object's counts into one, after
/// which every retain and release of the object takes the runtime's slow path). The object is
/// held `unowned(safe)`, which keeps only its memory allocated after deinit, and a strong
/// reference is taken with the non-trapping `swift_tryRetain` (through `CObserverRuntime`): one
/// atomic operation on the object's header.
@usableFromInline
struct UnownedReference<Object: AnyObject>: @unchecked Sendable {
  // @unchecked: both stored properties are immutable, and the object is only reached through
  // an atomic try-retain (or a weak load).
  #if OBSERVER_MODEL_SAFE || canImport(ObjectiveC)
    @usableFromInline weak var weakObject: Object?
  #else
    /// Keeps the object's memory allocated, never the object alive; only held, never loaded.
    private unowned(safe) let memory: Object
    /// The object's address, valid to try-retain for as long as `memory` is held.
    @usableFromInline let address: UnsafeMutableRawPointer
  #endif

  /// Refers to `object` without keeping it alive.
  init(_ object: Object) {
    #if OBSERVER_MODEL_SAFE || canImport(ObjectiveC)
      weakObject = object
    #else
      memory = object
      address = Unmanaged.passUnretained(object).toOpaque()
    #endif
  }

  #if !OBSERVER_MODEL_SAFE && !canImport(ObjectiveC)
    /// Retains the object at `address` (an ``address`` of a reference that is still held) and
    /// returns it, or returns `nil` if it has begun to deinitialize. For loops that read the
    /// address first, so that the reference's owner need not be retained around the call.
    @inlinable @inline(__always)
    static func retain(address: UnsafeMutableRawPointer) -> UnsafeMutableRawPointer? {
      observer_model_try_retain(address)
    }
  #endif

  /// A strong reference to the object, or `nil` once it has begun to deinitialize.
  @inlinable
  var object: Object? {
    #if OBSERVER_MODEL_SAFE || canImport(ObjectiveC)
      return weakObject
    #else
      guard let retained = Self.retain(address: address) else { return nil }
      return Unmanaged<Object>.fromOpaque(retained).takeRetainedValue()
    #endif
  }

  /// Whether the object has not begun to deinitialize.
  var isAlive: Bool { object != nil }
}
