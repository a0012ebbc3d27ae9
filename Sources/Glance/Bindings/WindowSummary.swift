/// The smallest, largest and mean value of a ``RollingWindow``: a chart's scale and its
/// average line.
public struct WindowSummary<Value: Comparable>: Equatable {
  /// How many values were summarised (a floating-point window leaves out NaN values).
  public var count: Int
  /// The smallest value.
  public var minimum: Value
  /// The largest value.
  public var maximum: Value
  /// The arithmetic mean, in `Double`.
  public var mean: Double

  /// A summary of `count` values.
  public init(count: Int, minimum: Value, maximum: Value, mean: Double) {
    self.count = count
    self.minimum = minimum
    self.maximum = maximum
    self.mean = mean
  }

  /// The summary of `values`, read as `Double` by `double` for the mean; `nil` when empty.
  init?(_ values: some Sequence<Value>, double: (Value) -> Double) {
    var iterator = values.makeIterator()
    guard let first = iterator.next() else { return nil }
    var (count, minimum, maximum, sum) = (1, first, first, double(first))
    while let value = iterator.next() {
      count += 1
      minimum = Swift.min(minimum, value)
      maximum = Swift.max(maximum, value)
      sum += double(value)
    }
    self.init(count: count, minimum: minimum, maximum: maximum, mean: sum / Double(count))
  }
}

extension WindowSummary: Sendable where Value: Sendable {}

extension WindowSummary {
  /// The summary of the values `tallies` counted; `nil` when they counted none.
  init?(_ tallies: some Sequence<WindowTally<Value>>) {
    var iterator = tallies.makeIterator()
    guard var total = iterator.next() else { return nil }
    while let tally = iterator.next() { total.merge(tally) }
    guard total.count > 0 else { return nil }
    self.init(
      count: total.count, minimum: total.minimum, maximum: total.maximum,
      mean: total.sum / Double(total.count))
  }
}

extension RollingWindow where Value: BinaryFloatingPoint {
  /// The window's count, minimum, maximum and mean, leaving out NaN values; `nil` when no
  /// value is left. For a time span filled by a binding these count every value written within
  /// the span, not only the values the window keeps.
  public var summary: WindowSummary<Value>? {
    guard keptTallies.isEmpty else { return WindowSummary(keptTallies.lazy.map(\.tally)) }
    return WindowSummary(kept.lazy.filter { !$0.isNaN }, double: { Double($0) })
  }
}

extension RollingWindow where Value: BinaryInteger {
  /// The window's count, minimum, maximum and mean; `nil` when the window is empty. For a time
  /// span filled by a binding these count every value written within the span, not only the
  /// values the window keeps.
  public var summary: WindowSummary<Value>? {
    guard keptTallies.isEmpty else { return WindowSummary(keptTallies.lazy.map(\.tally)) }
    return WindowSummary(kept, double: { Double($0) })
  }
}
