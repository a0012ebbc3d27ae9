import GlanceCore

/// How a metrics panel spells its figures in a few columns: plain numbers up to 99 999 (whole
/// from 1 000 on, so that a rate of thousands fits its column),
/// larger ones with a suffix (`12.3k`, `4.5M`), durations in the unit that suits them.
enum MetricText {
  private static let suffixes = ["k", "M", "G", "T", "P", "E"]

  /// `value` in at most about eight columns.
  static func number(_ value: Double, glyphs: Glyphs) -> String {
    if let text = FloatingText.nonFinite(value, glyphs: glyphs) { return text.description }
    let magnitude = value.magnitude
    guard magnitude < 100_000 else {
      var scaled = value / 1_000
      var suffix = 0
      while scaled.magnitude >= 1_000, suffix + 1 < suffixes.count {
        scaled /= 1_000
        suffix += 1
      }
      return FloatingText.string(scaled, fractionDigits: 1, glyphs: glyphs) + suffixes[suffix]
    }
    let digits =
      value == value.rounded() || magnitude >= 1_000
      ? 0 : magnitude >= 100 ? 1 : magnitude >= 1 ? 2 : 3
    return FloatingText.string(value, fractionDigits: digits, glyphs: glyphs)
  }

  /// A duration of `nanoseconds`, in ns, µs (which an ASCII board folds to `us`), ms or s.
  static func duration(nanoseconds: Double, glyphs: Glyphs) -> String {
    let magnitude = nanoseconds.magnitude
    guard nanoseconds.isFinite, magnitude >= 1_000 else {
      return number(nanoseconds.rounded(), glyphs: glyphs) + "ns"
    }
    let (scale, unit) =
      magnitude < 1e6
      ? (1e3, "µs") : magnitude < 1e9 ? (1e6, "ms") : (1e9, "s")
    let scaled = nanoseconds / scale
    let digits = scaled.magnitude >= 100 ? 0 : 1
    return FloatingText.string(scaled, fractionDigits: digits, glyphs: glyphs) + unit
  }

  /// `values` as a sparkline of one cell each, scaled between their extremes.
  static func trend(_ values: [Double], glyphs: Glyphs) -> String {
    let finite = values.filter(\.isFinite)
    guard let low = finite.min(), let high = finite.max() else { return "" }
    let levels = glyphs.sparkline
    return String(
      values.map { value -> Character in
        guard value.isFinite, high > low else { return levels[0] }
        let level = Int(((value - low) / (high - low) * Double(levels.count - 1)).rounded())
        return levels[min(max(level, 0), levels.count - 1)]
      })
  }
}
