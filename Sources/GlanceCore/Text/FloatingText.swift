/// Text for `Double` figures that may not be numbers at all: `NaN`, `+∞` and `-∞` (`+inf` and
/// `-inf` with ASCII glyphs) instead of whatever a formatter makes of them, and finite values
/// with a fixed number of decimals, written digit by digit.
public enum FloatingText {
  /// How a non-finite `value` reads (`NaN`, `+∞`, `-∞`, or `+inf` / `-inf` in ASCII); `nil`
  /// when it is finite.
  public static func nonFinite(_ value: Double, glyphs: Glyphs) -> StaticString? {
    if value.isNaN { return "NaN" }
    guard value.isInfinite else { return nil }
    switch (value < 0, glyphs.isASCII) {
    case (false, false): return "+∞"
    case (true, false): return "-∞"
    case (false, true): return "+inf"
    case (true, true): return "-inf"
    }
  }

  /// `value` with `fractionDigits` decimals (0 to 6), rounded half away from zero; non-finite
  /// values as ``nonFinite(_:glyphs:)``. Values too large for exact digits are written as
  /// Swift describes them (`1e+300`).
  public static func string(_ value: Double, fractionDigits: Int, glyphs: Glyphs) -> String {
    if let text = nonFinite(value, glyphs: glyphs) { return text.description }
    guard let fixed = Fixed(value, fractionDigits: fractionDigits) else { return "\(value)" }
    var text = fixed.isNegative ? "-" : ""
    text += String(fixed.whole)
    if fixed.fractionDigits > 0 {
      let fraction = String(fixed.fraction)
      text += "." + String(repeating: "0", count: fixed.fractionDigits - fraction.count) + fraction
    }
    return text
  }

  /// A finite value rounded to a fixed number of decimals, as integers.
  struct Fixed {
    /// Whether the rounded value is below zero.
    var isNegative: Bool
    /// The whole part, without its sign.
    var whole: UInt64
    /// The decimals as an integer (`5` for `.05` with two digits).
    var fraction: UInt64
    /// How many decimals.
    var fractionDigits: Int

    /// `value` rounded to `fractionDigits` (clamped to 0…6) decimals, or `nil` when it is not
    /// finite or too large to hold exactly (at or beyond 2^53 units of the last decimal).
    init?(_ value: Double, fractionDigits: Int) {
      let digits = min(max(fractionDigits, 0), 6)
      var unit: UInt64 = 1
      for _ in 0..<digits { unit *= 10 }
      let scaled = (value.magnitude * Double(unit)).rounded(.toNearestOrAwayFromZero)
      guard scaled.isFinite, scaled < 9_007_199_254_740_992 else { return nil }
      let units = UInt64(scaled)
      (isNegative, whole, fraction) = (value < 0 && units > 0, units / unit, units % unit)
      self.fractionDigits = digits
    }
  }
}

extension RowWriter {
  /// Writes `value` as ``FloatingText/string(_:fractionDigits:glyphs:)`` does, without building a
  /// string for finite values that fit.
  public mutating func floating(
    _ value: Double, fractionDigits: Int, glyphs: Glyphs, _ style: Style,
    into buffer: inout ClippedBuffer
  ) {
    if let text = FloatingText.nonFinite(value, glyphs: glyphs) {
      self.text(text.description, style, into: &buffer)
      return
    }
    guard let fixed = FloatingText.Fixed(value, fractionDigits: fractionDigits) else {
      self.text("\(value)", style, into: &buffer)
      return
    }
    if fixed.isNegative { put("-", style, into: &buffer) }
    digits(UInt(fixed.whole), style, into: &buffer)
    guard fixed.fractionDigits > 0 else { return }
    put(".", style, into: &buffer)
    var divisor: UInt64 = 1
    for _ in 1..<fixed.fractionDigits { divisor *= 10 }
    while divisor > 0 {
      put(
        Unicode.Scalar(UInt8(ascii: "0") + UInt8(fixed.fraction / divisor % 10)), style,
        into: &buffer)
      divisor /= 10
    }
  }
}
