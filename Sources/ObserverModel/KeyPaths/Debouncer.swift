/// A pipeline stage that delivers a value once `interval` has passed on `clock` without a newer
/// one. With `.immediateFirst` the first value passes at once. When the source ends, a value
/// still waiting is delivered at once, then `finish` follows.
///
/// Each arriving value moves the deadline to exactly `interval` after its arrival and replaces
/// the timer task, which sleeps on the injected clock and runs on the observer's isolation.
final class Debouncer<Value, C: Clock<Duration>>: Sendable {
  private struct State: RateLimiterState {
    var pending: IsolationBound<Value>?
    var generation: UInt64 = 0
    var timer: Task<Void, Never>?
    var sawFirst = false
    var closed = false
  }

  private let settings: ObservationDebounce
  private let clock: C
  private let isolation: (any Actor)?
  private let output: SerialDelivery<Value>
  private let state = Lock(State())

  init(
    _ settings: ObservationDebounce, clock: C, isolation: (any Actor)?,
    downstream: ValueSink<Value>
  ) {
    self.settings = settings
    self.clock = clock
    self.isolation = isolation
    self.output = SerialDelivery(downstream)
  }

  var sink: ValueSink<Value> {
    ValueSink(deliver: { self.receive($0) }, finish: { self.sourceEnded() })
  }

  private enum Arrival {
    case ignore
    case deliverNow
    case schedule(generation: UInt64, deadline: C.Instant, replacing: Task<Void, Never>?)
  }

  private func receive(_ value: Value) {
    let bound = IsolationBound(value)
    let arrival = state.withLock { state -> Arrival in
      guard !state.closed else { return .ignore }
      defer { state.sawFirst = true }
      if !state.sawFirst, settings.mode == .immediateFirst { return .deliverNow }
      state.pending = bound
      state.generation &+= 1
      let replaced = state.timer
      state.timer = nil
      return .schedule(
        generation: state.generation, deadline: clock.now.advanced(by: settings.interval),
        replacing: replaced)
    }
    switch arrival {
    case .ignore: return
    case .deliverNow: output.deliver(value)
    case .schedule(let generation, let deadline, let replaced):
      replaced?.cancel()
      let timer = IsolatedTask.start(on: isolation) { [self] isolation in
        await fire(generation: generation, deadline: deadline, isolation: isolation)
      }
      let stale = state.withLock { state -> Bool in
        guard state.generation == generation, !state.closed else { return true }
        state.timer = timer
        return false
      }
      if stale { timer.cancel() }
    }
  }

  /// Runs on `isolation`, so the debounced value reaches the observer where it registered
  /// (a nonisolated async method would deliver it on the global executor instead).
  private func fire(generation: UInt64, deadline: C.Instant, isolation: isolated (any Actor)?)
    async
  {
    do {
      try await clock.sleep(until: deadline, tolerance: settings.tolerance)
    } catch {
      return  // cancelled: a newer value or the end of the observation replaced this timer
    }
    let due = state.withLock { state -> IsolationBound<Value>? in
      guard state.generation == generation, !state.closed else { return nil }
      state.timer = nil
      defer { state.pending = nil }
      return state.pending
    }
    if let due { output.deliver(due.value) }
  }

  /// The source ended: flush the waiting value, then finish.
  private func sourceEnded() {
    let (due, timer) = state.close()
    timer?.cancel()
    if let due { output.deliver(due.value) }
    output.finish()
  }

  /// The observation was cancelled: drop the waiting value.
  func cancel() {
    state.close().timer?.cancel()
  }
}
