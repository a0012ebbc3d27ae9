/// The state of an object that is used from one thread at a time and never calls user code while
/// the state is being accessed: the observer tables of the lock-free observable kinds.
///
/// Fast runtime: the state skips the dynamic exclusivity check (about a sixth of an
/// `ObservableClass.withObservers` round with one observer); no two accesses can overlap, since
/// ``withState(_:)`` is the only one and runs no user code. Safe runtime (`OBSERVER_MODEL_SAFE`):
/// a plain stored property, checked like any other.
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
