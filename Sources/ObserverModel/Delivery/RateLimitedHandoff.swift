/// Debounce or throttle in front of a delivery: the key-path observations' ``Debouncer`` and
/// ``Throttler``, fed by an ``Observer`` or a ``Receiver`` subscription.
///
/// Values passed at once (the first one, with `.immediateFirst` or a throttle) go to `output`
/// on the sending thread; values passed at the end of a wait come from a timer task on the
/// global executor. `output` decides where the callback finally runs (inline, or through
/// another hand-off that `closeOutput` closes). After ``close()`` returns, `output` is not
/// called again.
final class RateLimitedHandoff<Value: Sendable>: Handoff {
  private let input: ValueSink<Value>
  private let cancelLimiter: @Sendable () -> Void
  private let closeOutput: @Sendable () -> Void
  private let closed: OnceFlag

  init(
    _ rateLimit: ObservationRateLimit, clock: any Clock<Duration>,
    output: @escaping @Sendable (Value) -> Void, closeOutput: @escaping @Sendable () -> Void = {}
  ) {
    let closed = OnceFlag()
    self.closed = closed
    self.closeOutput = closeOutput
    let limiter = RateLimitStage(
      rateLimit, clock: clock, isolation: nil,
      downstream: ValueSink(
        deliver: { value in
          guard !closed.isSet else { return }
          output(value)
        }, finish: {}))
    input = limiter.input
    cancelLimiter = limiter.cancel
  }

  func send(_ value: Value) {
    input.deliver(value)
  }

  func close() {
    closed.set()
    cancelLimiter()
    closeOutput()
  }
}
