/// What the debouncer and the throttler both keep: a value waiting for its timer, the timer, and
/// whether the pipeline has closed.
protocol RateLimiterState: Sendable {
  associatedtype Value
  init()
  var pending: IsolationBound<Value>? { get set }
  var timer: Task<Void, Never>? { get set }
  var closed: Bool { get set }
}

/// The shared half of ``Debouncer`` and ``Throttler``: the clock and isolation their timers use,
/// the serial output, the locked state, and the shutdown, which is the same for both. Each of
/// them adds only its own rule for when a value passes.
struct RateLimiter<State: RateLimiterState, C: Clock<Duration>>: Sendable {
  typealias Value = State.Value

  let clock: C
  /// Where the timers run, so values delivered after a wait reach the observer where it
  /// registered.
  let isolation: (any Actor)?
  let output: SerialDelivery<Value>
  let state = Lock(State())

  init(clock: C, isolation: (any Actor)?, downstream: ValueSink<Value>) {
    self.clock = clock
    self.isolation = isolation
    self.output = SerialDelivery(downstream)
  }

  /// The stage's input: `receive` for each value, then the shared end of source.
  func sink(receive: @escaping @Sendable (Value) -> Void) -> ValueSink<Value> {
    ValueSink(deliver: receive, finish: { sourceEnded() })
  }

  /// Starts a timer task on the observer's isolation, and keeps it unless `keep` (checked
  /// under the lock) says it has already been superseded, in which case it is cancelled.
  func startTimer(
    keepIf keep: @escaping @Sendable (inout State) -> Bool,
    _ body: @escaping @Sendable (isolated (any Actor)?) async -> Void
  ) {
    let timer = IsolatedTask.start(on: isolation, body)
    let stale = state.withLock { state -> Bool in
      guard !state.closed, keep(&state) else { return true }
      state.timer = timer
      return false
    }
    if stale { timer.cancel() }
  }

  /// Takes the waiting value under the lock if `take` allows it, and delivers it.
  func deliverPending(if take: (inout State) -> Bool) -> Bool {
    let due = state.withLock { state -> IsolationBound<Value>? in
      guard !state.closed, take(&state) else { return nil }
      defer { state.pending = nil }
      return state.pending
    }
    guard let due else { return false }
    output.deliver(due.value)
    return true
  }

  /// The source ended: flush the waiting value, then finish.
  func sourceEnded() {
    let (due, timer) = close()
    timer?.cancel()
    if let due { output.deliver(due.value) }
    output.finish()
  }

  /// The observation was cancelled: drop the waiting value.
  func cancel() {
    close().timer?.cancel()
  }

  /// Closes the pipeline and takes the waiting value and the timer.
  private func close() -> (due: IsolationBound<Value>?, timer: Task<Void, Never>?) {
    state.withLock { state in
      state.closed = true
      defer {
        state.pending = nil
        state.timer = nil
      }
      return (state.pending, state.timer)
    }
  }
}
