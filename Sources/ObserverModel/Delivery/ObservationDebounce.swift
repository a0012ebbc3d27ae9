/// Debounce settings: a value is delivered once no newer value has arrived for `interval`.
///
/// Durations are kept exactly as given (no rounding to milliseconds).
public struct ObservationDebounce: Sendable, Hashable {
  // Public: the type of the `mode` the initializer takes.
  /// Whether the first value waits like the others.
  public enum Mode: Sendable, Hashable {
    /// The first value (the current value at registration) is delivered at once; later values
    /// are debounced.
    case immediateFirst
    /// Every value, the first included, waits for a quiet `interval`.
    case delayedFirst
  }

  /// How long the source must stay quiet before the latest value is delivered.
  public var interval: Duration
  // Public: a setting, as the initializer takes it.
  /// The leeway passed to the clock's `sleep(until:tolerance:)`; `nil` for the clock's default.
  /// It never moves the deadline, which stays exactly `interval` after the latest value.
  public var tolerance: Duration?
  /// Whether the first value is delivered at once.
  public var mode: Mode

  /// Creates debounce settings; the first value is delivered at once unless `mode` says
  /// otherwise.
  public init(interval: Duration, tolerance: Duration? = nil, mode: Mode = .immediateFirst) {
    self.interval = interval
    self.tolerance = tolerance
    self.mode = mode
  }
}
