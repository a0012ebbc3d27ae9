/// The most recent values of a source, oldest first, each with the board time it arrived at:
/// the last N values, or those of the last T seconds (see ``WindowSpan``). What a chart of a
/// live value draws; `summary` gives its minimum, maximum and mean.
///
/// ``Panel/showWindow(of:last:_:)-14uxt`` keeps one for a panel and hands it to the panel's content
/// on every change. Appending is amortised O(1): values that leave the window are dropped
/// from the front in batches rather than one by one.
///
/// Which figures count every value: a count span keeps exactly the last N values written, so
/// its values and summary are exact. A time span filled by a binding keeps one value per frame
/// (the latest written), a sample for charts, but its `summary` (count, minimum, maximum,
/// mean) counts every value written within the span, from exact tallies the writers keep.
public struct RollingWindow<Value> {
  /// What the window keeps.
  public let span: WindowSpan
  /// Values and their arrival times; those before `start` have left the window.
  private var storedValues: [Value] = []
  private var storedTimes: [Duration] = []
  private var start = 0
  /// The latest time the window was brought up to: a value's arrival or an expiry check.
  private var now = Duration.zero
  /// For a time span filled by a binding: the exact tally of every value written, one per
  /// frame that took values, with its time; those before `tallyStart` have left the window.
  private var tallies: [TimedTally] = []
  private var tallyStart = 0

  /// The tally of the values taken at one frame.
  struct TimedTally {
    let time: Duration
    let tally: WindowTally<Value>
  }

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
    now = max(now, time)
    switch span {
    case .values(let limit):
      if count > limit { dropOldest(count - limit) }
    case .duration:
      removeExpired(at: time)
    }
  }

  /// Adds `values`, oldest first, which arrived at `time`, and the tally of every value written
  /// with them (a binding's take): a count span keeps the values, a time span also keeps the
  /// tally for its summary.
  mutating func append(contentsOf values: [Value], tally: WindowTally<Value>?, at time: Duration) {
    if case .duration = span, let tally {
      tallies.append(TimedTally(time: max(time, tallies.last?.time ?? time), tally: tally))
    }
    for value in values { append(value, at: time) }
    if values.isEmpty { removeExpired(at: time) }
  }

  /// The tallies still in the window.
  var keptTallies: ArraySlice<TimedTally> { tallies[tallyStart...] }

  /// Drops the values that are at least the span old at `now` (nothing for a count span);
  /// returns whether any left.
  @discardableResult
  package mutating func removeExpired(at now: Duration) -> Bool {
    guard case .duration(let span) = span else { return false }
    self.now = max(self.now, now)
    var expired = 0
    while start + expired < storedTimes.count, now - storedTimes[start + expired] >= span {
      expired += 1
    }
    dropOldest(expired)
    var expiredTallies = 0
    while tallyStart + expiredTallies < tallies.count,
      now - tallies[tallyStart + expiredTallies].time >= span
    {
      expiredTallies += 1
    }
    dropOldestTallies(expiredTallies)
    return expired + expiredTallies > 0
  }

  private mutating func dropOldestTallies(_ number: Int) {
    guard number > 0 else { return }
    tallyStart += number
    if tallyStart >= 16, tallyStart >= tallies.count - tallyStart {
      tallies.removeFirst(tallyStart)
      tallyStart = 0
    }
  }

  /// When the oldest value leaves a time span's window, or `nil` (a count span, or empty).
  var nextExpiry: Duration? {
    guard case .duration(let span) = span else { return nil }
    let oldest = [isEmpty ? nil : storedTimes[start], keptTallies.first?.time].compactMap { $0 }
    return oldest.min().map { $0 + span }
  }

  /// The window's values at `count` instants evenly spaced over its span and ending at the
  /// latest time it was brought up to (the newest value's arrival, or the last expiry): each
  /// instant gets the latest value at or before it, `nil` before the
  /// first. A chart's samples, one per step of time however unevenly the values arrived, so that
  /// its time axis can be labelled (a count span gives its last `count` values instead).
  public func sampled(_ count: Int) -> [Value?] {
    let count = max(0, count)
    guard case .duration(let length) = span, !isEmpty else {
      let recent = kept.suffix(count).map(Optional.some)
      return Array(repeating: nil, count: count - recent.count) + recent
    }
    var result: [Value?] = []
    result.reserveCapacity(count)
    var latest = start - 1
    for step in stride(from: 1, through: count, by: 1) {
      let instant = now - length + length * step / count
      while latest + 1 < storedTimes.count, storedTimes[latest + 1] <= instant { latest += 1 }
      result.append(latest >= start ? storedValues[latest] : nil)
    }
    return result
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
      && lhs.keptTallies.elementsEqual(rhs.keptTallies) {
        $0.time == $1.time && $0.tally == $1.tally
      }
  }
}
extension RollingWindow: Sendable where Value: Sendable {}
extension RollingWindow.TimedTally: Sendable where Value: Sendable {}
