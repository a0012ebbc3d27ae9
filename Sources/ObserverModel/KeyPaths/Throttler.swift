/// A pipeline stage that delivers the first value at once and opens a window of `interval` on
/// `clock`; at the end of each window it delivers the latest (or earliest) value seen during it
/// and opens the next window, back to back. A window without values closes the cycle. When the
/// source ends, a value still waiting is delivered at once, then `finish` follows.
///
/// One window task per cycle sleeps on the injected clock and runs on the observer's isolation.
final class Throttler<Value, C: Clock<Duration>>: Sendable {
  private struct State: RateLimiterState {
    var windowOpen = false
    var window: UInt64 = 0
    var pending: IsolationBound<Value>?
    var timer: Task<Void, Never>?
    var closed = false
  }

  private let settings: ObservationThrottle
  private let clock: C
  private let isolation: (any Actor)?
  private let output: SerialDelivery<Value>
  private let state = Lock(State())

  init(
    _ settings: ObservationThrottle, clock: C, isolation: (any Actor)?,
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

  private func receive(_ value: Value) {
    let bound = IsolationBound(value)
    let opensWindow = state.withLock { state -> (UInt64, C.Instant)? in
      guard !state.closed else { return nil }
      if state.windowOpen {
        if settings.mode == .latest || state.pending == nil { state.pending = bound }
        return nil
      }
      state.windowOpen = true
      state.window &+= 1
      return (state.window, clock.now.advanced(by: settings.interval))
    }
    guard let (window, windowEnd) = opensWindow else { return }
    output.deliver(value)
    let timer = IsolatedTask.start(on: isolation) { [self] isolation in
      await runWindows(firstEnd: windowEnd, isolation: isolation)
    }
    let stale = state.withLock { state -> Bool in
      guard !state.closed else { return true }
      if state.window == window, state.windowOpen { state.timer = timer }
      return false
    }
    if stale { timer.cancel() }
  }

  /// Runs on `isolation`, so the window-end deliveries reach the observer where it registered
  /// (a nonisolated async method would run them on the global executor instead).
  private func runWindows(firstEnd: C.Instant, isolation: isolated (any Actor)?) async {
    var windowEnd = firstEnd
    while true {
      do {
        try await clock.sleep(until: windowEnd, tolerance: nil)
      } catch {
        return  // cancelled with the observation
      }
      let due = state.withLock { state -> IsolationBound<Value>? in
        guard !state.closed else { return nil }
        guard let pending = state.pending else {
          state.windowOpen = false
          state.timer = nil
          return nil
        }
        state.pending = nil
        return pending
      }
      guard let due else { return }
      output.deliver(due.value)
      windowEnd = windowEnd.advanced(by: settings.interval)
    }
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
