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
    func limiter<State: RateLimiterState>() -> RateLimiter<State, C> where State.Value == Value {
      RateLimiter(clock: clock, isolation: isolation, downstream: downstream)
    }
    switch rateLimit {
    case .debounce(let settings):
      self.init(Debouncer(settings: settings, limiter: limiter()))
    case .throttle(let settings):
      self.init(Throttler(settings: settings, limiter: limiter()))
    }
  }

  private init(_ stage: some RateLimiting<Value>) {
    input = stage.sink
    cancel = { stage.cancel() }
  }
}

/// A rate-limiting stage (``Debouncer``, ``Throttler``) as ``RateLimitStage`` wraps it.
protocol RateLimiting<Value>: Sendable {
  associatedtype Value
  /// The stage's input.
  var sink: ValueSink<Value> { get }
  /// Drops the waiting value and stops the timer.
  func cancel()
}

extension Debouncer: RateLimiting {}
extension Throttler: RateLimiting {}
