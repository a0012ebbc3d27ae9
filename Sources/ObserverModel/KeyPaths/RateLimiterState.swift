/// What the debouncer and the throttler both keep: a value waiting for its timer, the timer, and
/// whether the pipeline has closed. Their shutdown is the same, so it lives here once.
protocol RateLimiterState {
  associatedtype Value
  var pending: IsolationBound<Value>? { get set }
  var timer: Task<Void, Never>? { get set }
  var closed: Bool { get set }
}

extension Lock where State: RateLimiterState {
  /// Closes the pipeline and takes the waiting value (to flush it, when the source ended) and the
  /// timer (to cancel it).
  func close() -> (due: IsolationBound<State.Value>?, timer: Task<Void, Never>?) {
    withLock { state in
      state.closed = true
      defer {
        state.pending = nil
        state.timer = nil
      }
      return (state.pending, state.timer)
    }
  }
}
