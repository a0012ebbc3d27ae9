/// Converts `object` to `Target`, a class the caller knows it to be: a value that went through
/// an `AnyObject` slot (a cache of snapshots of several generic types, a disposable's owner, the
/// result of a critical section kept non-generic so that it is specialised).
///
/// Fast runtime: `unsafeDowncast`, which checks nothing in an optimised build. Safe runtime
/// (`OBSERVER_MODEL_SAFE`): a checked `as!` cast, which traps on a wrong type instead of
/// reading memory as the wrong class.
@inlinable @inline(__always)
func downcast<Target: AnyObject>(_ object: consuming AnyObject, to type: Target.Type) -> Target {
  #if OBSERVER_MODEL_SAFE
    return object as! Target
  #else
    return unsafeDowncast(object, to: type)
  #endif
}
