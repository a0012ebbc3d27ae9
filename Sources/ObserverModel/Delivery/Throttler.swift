/// A pipeline stage that delivers the first value at once and opens a window of `interval` on
/// `clock`; at the end of each window it delivers the latest (or earliest) value seen during it
/// and opens the next window, back to back. A window without values closes the cycle. When the
/// source ends, a value still waiting is delivered at once, then `finish` follows.
///
/// One window task per cycle sleeps on the injected clock and runs on the observer's isolation.
struct Throttler<Value, C: Clock<Duration>>: Sendable {
  /// When values pass.
  let settings: ObservationThrottle
  /// The clock, isolation, output and locked state shared with the other rate limiter.
  let limiter: RateLimiter<ThrottlerState<Value>, C>

  /// The stage's input.
  var sink: ValueSink<Value> { limiter.sink { receive($0) } }

  private func receive(_ value: Value) {
    let bound = IsolationBound(value)
    let opensWindow = limiter.state.withLock { state -> (UInt64, C.Instant)? in
      guard !state.closed else { return nil }
      if state.windowOpen {
        if settings.mode == .latest || state.pending == nil { state.pending = bound }
        return nil
      }
      state.windowOpen = true
      state.window &+= 1
      return (state.window, limiter.clock.now.advanced(by: settings.interval))
    }
    guard let (window, windowEnd) = opensWindow else { return }
    limiter.output.deliver(value)
    limiter.startTimer(keepIf: { $0.window == window && $0.windowOpen }) { [self] isolation in
      await runWindows(firstEnd: windowEnd, isolation: isolation)
    }
  }

  /// Runs on `isolation`, so the window-end deliveries reach the observer where it registered
  /// (a nonisolated async method would run them on the global executor instead).
  private func runWindows(firstEnd: C.Instant, isolation: isolated (any Actor)?) async {
    var windowEnd = firstEnd
    while true {
      do {
        try await limiter.clock.sleep(until: windowEnd, tolerance: nil)
      } catch {
        return  // cancelled with the observation
      }
      let delivered = limiter.deliverPending { state in
        guard state.pending != nil else {
          state.windowOpen = false
          state.timer = nil
          return false
        }
        return true
      }
      guard delivered else { return }
      windowEnd = windowEnd.advanced(by: settings.interval)
    }
  }

  /// The observation was cancelled: drop the waiting value.
  func cancel() { limiter.cancel() }
}

/// What a ``Throttler`` keeps between values, under its limiter's lock.
struct ThrottlerState<Value>: RateLimiterState {
  var windowOpen = false
  var window: UInt64 = 0
  var pending: IsolationBound<Value>?
  var timer: Task<Void, Never>?
  var closed = false
}
