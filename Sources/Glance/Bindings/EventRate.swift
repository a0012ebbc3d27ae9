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

  /// A rate of `count` events over `window`, of `total` in all.
  public init(count: Int, window: Duration, total: Int) {
    self.count = count
    self.window = window
    self.total = total
  }

  /// Events per second over the window: ``count`` divided by the window's length in seconds.
  public var perSecond: Double {
    let seconds = window.seconds
    return seconds > 0 ? Double(count) / seconds : 0
  }
}
