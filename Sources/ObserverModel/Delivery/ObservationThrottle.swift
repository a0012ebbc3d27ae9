/// Throttle settings: the first value is delivered at once and opens a window of `interval`;
/// at the end of each window one value seen during it is delivered and the next window opens.
/// A window in which nothing arrived closes the cycle, so the next value is again delivered at
/// once.
///
/// Durations are kept exactly as given (no rounding to milliseconds).
public struct ObservationThrottle: Sendable, Hashable {
  // Public: the type of the `mode` the initializer takes.
  /// Which value of a window is delivered at its end.
  public enum Mode: Sendable, Hashable {
    /// The latest value seen during the window (the default).
    case latest
    /// The first value seen during the window.
    case earliest
  }

  /// The length of each window.
  public var interval: Duration
  /// Which value of a window is delivered.
  public var mode: Mode

  /// Creates throttle settings, delivering the latest value of each window by default.
  public init(interval: Duration, mode: Mode = .latest) {
    self.interval = interval
    self.mode = mode
  }
}
