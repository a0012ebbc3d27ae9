/// The state of an object that is used from one thread at a time and never calls user code while
/// the state is being accessed: the observer tables of the lock-free observable kinds.
///
/// Fast runtime: the state skips the dynamic exclusivity check. A class property is otherwise
/// checked on every access (`swift_beginAccess` / `swift_endAccess`, through a thread-local
/// access set), which took about a sixth of an `ObservableClass.withObservers` round with one
/// observer in a profile. Nothing here can overlap two accesses: ``withState(_:)`` is the only
/// access, and its callers run no user code inside it. Safe runtime (`OBSERVER_MODEL_SAFE`): a
/// plain stored property, checked like any other.
final class ConfinedState<State> {
  #if OBSERVER_MODEL_SAFE
    private var state: State
  #else
    @exclusivity(unchecked) private var state: State
  #endif

  /// Wraps `state`.
  init(_ state: State) {
    self.state = state
  }

  /// Runs `body` with access to the state. Never call user code from `body`.
  @inline(__always)
  func withState<Result>(_ body: (inout State) -> Result) -> Result {
    body(&state)
  }
}
