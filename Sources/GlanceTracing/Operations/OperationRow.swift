/// One operation as the operations panel shows it at a frame: how often its spans end, how
/// many are open, how many failed, and their durations.
public struct OperationRow: Hashable, Sendable {
  /// The operation's name (the spans' name when they ended).
  public var name: String
  /// Spans ended per second over the panel's window, or over the time since the panel's first
  /// frame while that is shorter; `nil` at that first frame.
  public var perSecond: Double?
  /// Spans started under this name and not yet ended.
  public var inFlight: Int
  /// Every span ended under this name: exactly the number of `end` calls.
  public var count: Int
  /// The ended spans that failed (an error recorded, or an `.error` status).
  public var errors: Int
  /// The median of every ended span's duration (within about 3% of the duration at its
  /// rank); `nil` before a span ends.
  public var p50: Duration?
  /// The 90th percentile of every ended span's duration; `nil` before a span ends.
  public var p90: Duration?
  /// The 99th percentile of every ended span's duration; `nil` before a span ends.
  public var p99: Duration?

  /// A row with the given figures.
  public init(
    name: String, perSecond: Double?, inFlight: Int, count: Int, errors: Int,
    p50: Duration? = nil, p90: Duration? = nil, p99: Duration? = nil
  ) {
    self.name = name
    self.perSecond = perSecond
    self.inFlight = inFlight
    self.count = count
    self.errors = errors
    self.p50 = p50
    self.p90 = p90
    self.p99 = p99
  }
}
