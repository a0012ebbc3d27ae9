/// Figures for places where a number must fit a few columns: chart axes and bar values.
extension FloatingText {
  /// `value` as ``string(_:fractionDigits:glyphs:)`` spells it when that takes at most `width`
  /// columns; otherwise, for magnitudes of 100 000 and more, in scientific form with as many
  /// decimals as fit (`1.80e308`, `-2e9`), so that a cut never hides the magnitude. Smaller
  /// figures, and those whose scientific form does not fit either, keep the plain spelling (for
  /// the caller to cut or leave out): `-17` never becomes `-2e1`.
  static func compact(_ value: Double, fractionDigits: Int, width: Int, glyphs: Glyphs) -> String {
    let plain = string(value, fractionDigits: fractionDigits, glyphs: glyphs)
    guard plain.count > width, value.isFinite, value.magnitude >= 100_000 else { return plain }
    var mantissa = value.magnitude
    var exponent = 0
    while mantissa >= 10 {
      mantissa /= 10
      exponent += 1
    }
    for digits in stride(from: 2, through: 0, by: -1) {
      var (shown, power) = (mantissa, exponent)
      // 9.996 with two decimals rounds to 10.00: one more power of ten instead.
      if Fixed(shown, fractionDigits: digits).map({ $0.whole >= 10 }) ?? false {
        (shown, power) = (shown / 10, power + 1)
      }
      let text =
        string(value < 0 ? -shown : shown, fractionDigits: digits, glyphs: glyphs) + "e"
        + String(power)
      if text.count <= width { return text }
    }
    return plain
  }
}
