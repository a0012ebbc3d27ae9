import CObserverRuntime

/// How an observation refers to the object it observes: like `weak`, it never keeps the object
/// alive and yields `nil` once the object has begun to deinitialize; unlike `weak`, it needs no
/// side table.
///
/// A weak reference moves the object's reference counts out of its header into a side table,
/// after which *every* retain and release of the object, by anyone, takes the runtime's slow
/// path; on a key-path delivery (the model is retained and released several times inside
/// Observation) that was about a sixth of the time. This reference holds the object `unowned`,
/// which keeps only its memory allocated after deinit (its stored properties are destroyed on
/// time), and loads it with the runtime's non-trapping try-retain.
///
/// The memory is freed when the last copy of this reference goes: when the observation is
/// cancelled or its handle released.
///
/// Where Objective-C interoperability exists the object may be an Objective-C one, whose
/// reference counts the native try-retain cannot touch; there this is a plain weak reference.
struct ObservedObjectReference<Object: AnyObject> {
  #if canImport(ObjectiveC)
    private weak let weakObject: Object?

    init(_ object: Object) {
      weakObject = object
    }

    /// A strong reference to the object, or `nil` once it has begun to deinitialize.
    var object: Object? { weakObject }
  #else
    /// Keeps the object's memory allocated, never the object alive; only held, never loaded.
    private unowned(safe) let memory: Object
    private let address: UnsafeMutableRawPointer

    init(_ object: Object) {
      memory = object
      address = Unmanaged.passUnretained(object).toOpaque()
    }

    /// A strong reference to the object, or `nil` once it has begun to deinitialize.
    var object: Object? {
      guard observer_model_try_retain(address) != nil else { return nil }
      return Unmanaged<Object>.fromOpaque(address).takeRetainedValue()
    }
  #endif
}
