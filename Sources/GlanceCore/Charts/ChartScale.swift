/// The value range a chart maps onto its rows or columns, safe for any doubles: both ends are
/// finite, and no position it works out can overflow, whatever the values (`±1e308` and
/// `±greatestFiniteMagnitude` too) or be `NaN`.
struct ChartScale: Equatable {
  /// The value at the bottom (or left) of the chart.
  let low: Double
  /// The value at the top (or right) of the chart.
  let high: Double

  /// A scale from `low` to `high`, or `nil` unless both are finite and `low <= high`.
  init?(low: Double, high: Double) {
    guard low.isFinite, high.isFinite, low <= high else { return nil }
    self.low = low
    self.high = high
  }

  /// The scale spanning the finite values of `values` (and `including`, such as a bar chart's
  /// zero), or `nil` when there is none.
  static func fitting(_ values: some Sequence<Double>, including extra: Double? = nil)
    -> ChartScale?
  {
    var low = Double.infinity
    var high = -Double.infinity
    for value in values where value.isFinite {
      low = min(low, value)
      high = max(high, value)
    }
    if let extra, extra.isFinite {
      low = min(low, extra)
      high = max(high, extra)
    }
    return ChartScale(low: low, high: high)
  }

  /// The scale from `bounds` when both its ends are finite; else the one ``fitting(_:including:)``
  /// `values` (and `extra`). `values` is read only in that case.
  static func fixed(
    _ bounds: ClosedRange<Double>?, elseFitting values: some Sequence<Double>,
    including extra: Double? = nil
  ) -> ChartScale? {
    if let bounds, let fixed = ChartScale(low: bounds.lowerBound, high: bounds.upperBound) {
      return fixed
    }
    return fitting(values, including: extra)
  }

  /// Where `value` lies, from 0 at ``low`` to 1 at ``high``, clamped to that range (so `+∞` is
  /// 1 and `-∞` is 0); `nil` for `NaN`. A scale of one value puts everything at 0.5.
  func fraction(_ value: Double) -> Double? {
    guard !value.isNaN else { return nil }
    if value == .infinity { return 1 }
    if value == -.infinity { return 0 }
    // Halved first: the difference of two finite doubles can overflow, that of their halves not.
    let span = high / 2 - low / 2
    guard span > 0 else { return 0.5 }
    let fraction = (value / 2 - low / 2) / span
    guard !fraction.isNaN else { return 0.5 }
    return min(max(fraction, 0), 1)
  }

  /// Which of `steps` equal steps (0 at ``low``) `value` falls in; `nil` for `NaN` or when
  /// there are no steps. ``high`` is in the top step.
  func step(_ value: Double, of steps: Int) -> Int? {
    guard steps > 0, let fraction = fraction(value) else { return nil }
    return min(Int(fraction * Double(steps)), steps - 1)
  }

  /// `value`'s position rounded to the nearest of `0...length`; `nil` for `NaN`.
  func position(_ value: Double, length: Int) -> Int? {
    guard let fraction = fraction(value) else { return nil }
    let length = max(0, length)
    return min(Int((fraction * Double(length)).rounded()), length)
  }
}
