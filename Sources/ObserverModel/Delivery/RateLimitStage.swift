/// A rate limiter in front of a delivery: its input and how to cancel it.
///
/// The one place that turns an ``ObservationRateLimit`` into a ``Debouncer`` or a ``Throttler``,
/// for every rate-limited route: key-path observations and ``ObservationBridge`` pipelines,
/// and the `debounce` / `throttle` delivery contexts of observers, receivers and
/// protocol-typed rounds (through ``RateLimitedHandoff``).
struct RateLimitStage<Value>: Sendable {
  /// Where values enter the limiter.
  let input: ValueSink<Value>
  /// Drops the waiting value and stops the limiter's timer.
  let cancel: @Sendable () -> Void

  /// A limiter applying `rateLimit` on `clock`, whose timers run on `isolation` (the global
  /// executor when it is `nil`), passing values on to `downstream`.
  init<C: Clock<Duration>>(
    _ rateLimit: ObservationRateLimit, clock: C, isolation: (any Actor)?,
    downstream: ValueSink<Value>
  ) {
    switch rateLimit {
    case .debounce(let settings):
      let debouncer = Debouncer(
        settings, clock: clock, isolation: isolation, downstream: downstream)
      input = debouncer.sink
      cancel = { debouncer.cancel() }
    case .throttle(let settings):
      let throttler = Throttler(
        settings, clock: clock, isolation: isolation, downstream: downstream)
      input = throttler.sink
      cancel = { throttler.cancel() }
    }
  }
}
