/// A value that crosses `Sendable` machinery (locks, tasks, continuations) but is only used in
/// one isolation domain: the observer's, which for the values of an actor-isolated or
/// non-`Sendable` model is also the writer's.
///
/// This is the single unchecked escape hatch of the key-path observation code. It records the
/// isolation it is bound to — by default the isolation of the code that creates it — and in
/// debug builds ``value`` stops the program when it is read from outside that actor. A value
/// bound to no actor (created in nonisolated code) is not checked: nonisolated code may run on
/// any thread, and every place that wraps a value says which isolation it is used from.
struct IsolationBound<Value>: @unchecked Sendable {
  // @unchecked: the stored value is only read through `value`, which checks the isolation in
  // debug builds.
  private let storage: Value
  #if DEBUG
    /// The actor whose isolation `value` must be read from; `nil` for nonisolated use.
    let isolation: (any Actor)?
  #endif

  /// Binds `value` to `isolation`, by default the caller's.
  init(_ value: Value, isolation: (any Actor)? = #isolation) {
    storage = value
    #if DEBUG
      self.isolation = isolation
    #endif
  }

  /// The value. Debug builds check that the caller runs on the bound actor.
  var value: Value {
    #if DEBUG
      isolation?.preconditionIsolated(
        "ObserverModel: a value bound to one isolation was used from another")
    #endif
    return storage
  }
}
