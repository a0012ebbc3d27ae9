/// The most recent values of a source, oldest first, each with the board time it arrived at:
/// the last N values, or those of the last T seconds (see ``WindowSpan``). What a chart of a
/// live value draws; ``summary`` gives its minimum, maximum and mean.
///
/// ``Panel/showWindow(of:last:_:)`` keeps one for a panel and hands it to the panel's content
/// on every change. Appending is amortised O(1): values that leave the window are dropped
/// from the front in batches rather than one by one.
public struct RollingWindow<Value> {
  /// What the window keeps.
  public let span: WindowSpan
  /// Values and their arrival times; those before `start` have left the window.
  private var storedValues: [Value] = []
  private var storedTimes: [Duration] = []
  private var start = 0

  /// An empty window keeping what `span` says (at least one value, or one nanosecond).
  public init(_ span: WindowSpan) {
    switch span {
    case .values(let count): self.span = .values(max(1, count))
    case .duration(let duration): self.span = .duration(max(duration, .nanoseconds(1)))
    }
  }

  /// The values in the window, oldest first.
  public var values: [Value] { Array(storedValues[start...]) }

  /// When each of ``values`` arrived, by the board's clock (time since the run started).
  public var times: [Duration] { Array(storedTimes[start...]) }

  /// The values in the window without a copy, for the summary.
  var kept: ArraySlice<Value> { storedValues[start...] }

  /// How many values the window holds.
  public var count: Int { storedValues.count - start }

  /// Whether the window holds no value.
  public var isEmpty: Bool { count == 0 }

  /// The newest value, if any.
  public var latest: Value? { isEmpty ? nil : storedValues.last }

  /// Adds `value`, which arrived at `time`, as the newest, and drops what the span no longer
  /// keeps (for a time span: what is at least the span older than `time`).
  public mutating func append(_ value: Value, at time: Duration) {
    storedValues.append(value)
    storedTimes.append(max(time, storedTimes.last ?? time))
    switch span {
    case .values(let limit):
      if count > limit { dropOldest(count - limit) }
    case .duration:
      removeExpired(at: time)
    }
  }

  /// Drops the values that are at least the span old at `now` (nothing for a count span);
  /// returns whether any left.
  @discardableResult
  public mutating func removeExpired(at now: Duration) -> Bool {
    guard case .duration(let span) = span else { return false }
    var expired = 0
    while start + expired < storedTimes.count, now - storedTimes[start + expired] >= span {
      expired += 1
    }
    dropOldest(expired)
    return expired > 0
  }

  /// When the oldest value leaves a time span's window, or `nil` (a count span, or empty).
  var nextExpiry: Duration? {
    guard case .duration(let span) = span, !isEmpty else { return nil }
    return storedTimes[start] + span
  }

  private mutating func dropOldest(_ number: Int) {
    guard number > 0 else { return }
    start += number
    // Compact once the dropped prefix is as long as what is kept: amortised O(1) per value.
    if start >= 16, start >= count {
      storedValues.removeFirst(start)
      storedTimes.removeFirst(start)
      start = 0
    }
  }
}

extension RollingWindow: Equatable where Value: Equatable {
  /// Whether both keep the same span and hold the same values, which arrived at the same times.
  public static func == (lhs: RollingWindow, rhs: RollingWindow) -> Bool {
    lhs.span == rhs.span && lhs.kept == rhs.kept
      && lhs.storedTimes[lhs.start...] == rhs.storedTimes[rhs.start...]
  }
}
extension RollingWindow: Sendable where Value: Sendable {}
