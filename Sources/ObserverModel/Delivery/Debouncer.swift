/// A pipeline stage that delivers a value once `interval` has passed on `clock` without a newer
/// one. With `.immediateFirst` the first value passes at once. When the source ends, a value
/// still waiting is delivered at once, then `finish` follows.
///
/// Each arriving value moves the deadline to exactly `interval` after its arrival and replaces
/// the timer task, which sleeps on the injected clock and runs on the observer's isolation.
struct Debouncer<Value, C: Clock<Duration>>: Sendable {
  /// When values pass.
  let settings: ObservationDebounce
  /// The clock, isolation, output and locked state shared with the other rate limiter.
  let limiter: RateLimiter<DebouncerState<Value>, C>

  /// The stage's input.
  var sink: ValueSink<Value> { limiter.sink { receive($0) } }

  private enum Arrival {
    case ignore
    case deliverNow
    case schedule(generation: UInt64, deadline: C.Instant, replacing: Task<Void, Never>?)
  }

  private func receive(_ value: Value) {
    let bound = IsolationBound(value)
    let arrival = limiter.state.withLock { state -> Arrival in
      guard !state.closed else { return .ignore }
      defer { state.sawFirst = true }
      if !state.sawFirst, settings.mode == .immediateFirst { return .deliverNow }
      state.pending = bound
      state.generation &+= 1
      let replaced = state.timer
      state.timer = nil
      return .schedule(
        generation: state.generation, deadline: limiter.clock.now.advanced(by: settings.interval),
        replacing: replaced)
    }
    switch arrival {
    case .ignore: return
    case .deliverNow: limiter.output.deliver(value)
    case .schedule(let generation, let deadline, let replaced):
      replaced?.cancel()
      limiter.startTimer(keepIf: { $0.generation == generation }) { [self] isolation in
        await fire(generation: generation, deadline: deadline, isolation: isolation)
      }
    }
  }

  /// Runs on `isolation`, so the debounced value reaches the observer where it registered
  /// (a nonisolated async method would deliver it on the global executor instead).
  private func fire(generation: UInt64, deadline: C.Instant, isolation: isolated (any Actor)?)
    async
  {
    do {
      try await limiter.clock.sleep(until: deadline, tolerance: settings.tolerance)
    } catch {
      return  // cancelled: a newer value or the end of the observation replaced this timer
    }
    _ = limiter.deliverPending { state in
      guard state.generation == generation else { return false }
      state.timer = nil
      return true
    }
  }

  /// The observation was cancelled: drop the waiting value.
  func cancel() { limiter.cancel() }
}

/// What a ``Debouncer`` keeps between values, under its limiter's lock.
struct DebouncerState<Value>: RateLimiterState {
  var pending: IsolationBound<Value>?
  var generation: UInt64 = 0
  var timer: Task<Void, Never>?
  var sawFirst = false
  var closed = false
}
