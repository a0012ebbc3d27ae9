/// An exact tally of values: how many, the smallest, the largest and their sum. A window
/// binding's writers keep one of every value written between two frames, so that a window's
/// `summary` counts every value, not only those the window keeps to draw.
struct WindowTally<Value> {
  /// How many values were tallied.
  var count: Int
  /// The smallest value.
  var minimum: Value
  /// The largest value.
  var maximum: Value
  /// The values' sum, in `Double`.
  var sum: Double

  /// Adds the values `other` tallied.
  mutating func merge(_ other: WindowTally) where Value: Comparable {
    count += other.count
    minimum = Swift.min(minimum, other.minimum)
    maximum = Swift.max(maximum, other.maximum)
    sum += other.sum
  }

  /// Adds `value`, whose `Double` is `double`, to `tally` (starting it when `nil`).
  static func add(_ value: Value, _ double: Double, to tally: inout WindowTally?)
  where Value: Comparable {
    guard tally != nil else {
      tally = WindowTally(count: 1, minimum: value, maximum: value, sum: double)
      return
    }
    tally!.count += 1
    tally!.sum += double
    if value < tally!.minimum { tally!.minimum = value }
    if value > tally!.maximum { tally!.maximum = value }
  }
}

extension WindowTally: Equatable where Value: Equatable {}
extension WindowTally: Sendable where Value: Sendable {}

extension WindowTally where Value: BinaryFloatingPoint {
  /// Adds `value` to `tally`, leaving out NaN.
  static func add(_ value: Value, to tally: inout WindowTally?) {
    guard !value.isNaN else { return }
    add(value, Double(value), to: &tally)
  }
}

extension WindowTally where Value: BinaryInteger {
  /// Adds `value` to `tally`.
  static func add(_ value: Value, to tally: inout WindowTally?) {
    add(value, Double(value), to: &tally)
  }
}

/// What a window binding's writers filled since the last frame: the newest values (all of the
/// last N for a count span, the latest one for a time span) and, for numbers, the exact tally of
/// every value written.
struct WindowFill<Value: Sendable>: Sendable {
  /// The newest values written.
  var recent: RecentElements<Value>
  /// Every value written, tallied; `nil` when none was, or for values that are not numbers.
  var tally: WindowTally<Value>?
}
