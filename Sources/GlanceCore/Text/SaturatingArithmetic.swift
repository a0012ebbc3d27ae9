/// Integer arithmetic that clamps at `Int.min` / `Int.max` instead of trapping.
///
/// Rectangles and coordinates come from terminal sizes, layouts and callers' arithmetic; a
/// rectangle of width `Int.max` at x = 10 must clip, not crash the dashboard.
extension Int {
  /// `self + other`, clamped to the representable range.
  package func saturatingAdd(_ other: Int) -> Int {
    let (result, overflow) = addingReportingOverflow(other)
    guard overflow else { return result }
    return other > 0 ? .max : .min
  }

  /// `self - other`, clamped to the representable range.
  package func saturatingSubtract(_ other: Int) -> Int {
    let (result, overflow) = subtractingReportingOverflow(other)
    guard overflow else { return result }
    return other < 0 ? .max : .min
  }

  /// `value` rounded down and clamped to `range`; `NaN` becomes the lower bound.
  public static func clamping(_ value: Double, to range: ClosedRange<Int>) -> Int {
    guard !value.isNaN else { return range.lowerBound }
    let floored = value.rounded(.down)
    if floored <= Double(range.lowerBound) { return range.lowerBound }
    if floored >= Double(range.upperBound) { return range.upperBound }
    return Int(floored)
  }
}
