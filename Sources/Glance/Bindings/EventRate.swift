/// How many events a stream carried over a sliding window of the board's time, and so how
/// many per second: what ``Panel/showRate(of:over:_:)`` hands to its content.
public struct EventRate: Hashable, Sendable {
  /// The events counted within the window (those the main actor learned of less than
  /// ``window`` ago).
  public var count: Int
  /// The window's length.
  public var window: Duration
  /// Every event counted since the binding started.
  public var total: Int
  /// How long the binding has counted, up to ``window``: less than the window only during
  /// the first window of board time after the binding started.
  public var elapsed: Duration

  /// A rate of `count` events over `window`, of `total` in all, counted for `elapsed` (by
  /// default the whole window).
  public init(count: Int, window: Duration, total: Int, elapsed: Duration? = nil) {
    self.count = count
    self.window = window
    self.total = total
    self.elapsed = min(elapsed ?? window, window)
  }

  /// The shortest time a rate is measured over: a count of the first instants is not
  /// stretched into a rate per second, so that events counted before the binding's first
  /// frame (a burst at start-up) do not read as a flood.
  package static let shortestSpan = Duration.seconds(1)

  /// Events per second: ``count`` divided by the time it was counted over, in seconds. That
  /// is the window, or while the binding has counted for less than the window the time
  /// elapsed (at least `shortestSpan`, or the window when that is shorter): 1,000 events a
  /// second read as 1,000/s after two seconds, not as 200/s over a 10 s window.
  public var perSecond: Double {
    let span = min(window, max(elapsed, Self.shortestSpan))
    let seconds = span.seconds
    return seconds > 0 ? Double(count) / seconds : 0
  }
}
