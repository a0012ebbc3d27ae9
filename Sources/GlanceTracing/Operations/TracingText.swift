import GlanceCore

/// How the tracing panels spell their figures in a few columns: durations in the unit that
/// suits them (µs folds to `us` on an ASCII board), rates and counts with a suffix past
/// 99 999 (`12.3k`, `4.5M`).
enum TracingText {
  private static let suffixes = ["k", "M", "G", "T"]

  /// A duration of `nanoseconds`, in ns, µs, ms, s, min or h, in at most six columns.
  static func duration(nanoseconds: UInt64, glyphs: Glyphs) -> String {
    let value = Double(nanoseconds)
    guard value >= 1_000 else { return "\(nanoseconds)ns" }
    let micro = glyphs.isASCII ? "us" : "µs"
    let (scale, unit): (Double, String) =
      value < 1e6
      ? (1e3, micro)
      : value < 1e9
        ? (1e6, "ms") : value < 60e9 ? (1e9, "s") : value < 3_600e9 ? (60e9, "min") : (3_600e9, "h")
    let scaled = value / scale
    let digits = scaled >= 100 ? 0 : 1
    return FloatingText.string(scaled, fractionDigits: digits, glyphs: glyphs) + unit
  }

  /// A duration given as a `Duration`.
  static func duration(_ duration: Duration, glyphs: Glyphs) -> String {
    self.duration(nanoseconds: nanoseconds(duration), glyphs: glyphs)
  }

  /// `duration` in whole nanoseconds (zero when negative, saturating when huge).
  static func nanoseconds(_ duration: Duration) -> UInt64 {
    let (seconds, attoseconds) = duration.components
    guard seconds >= 0, attoseconds >= 0 else { return 0 }
    let (whole, overflow) = UInt64(seconds).multipliedReportingOverflow(by: 1_000_000_000)
    return overflow ? .max : whole &+ UInt64(attoseconds / 1_000_000_000)
  }

  /// `count` in at most six columns: whole up to 99 999, then with a suffix.
  static func count(_ count: Double, glyphs: Glyphs) -> String {
    guard count >= 100_000 else {
      let digits = count == count.rounded() || count >= 100 ? 0 : 1
      return FloatingText.string(count, fractionDigits: digits, glyphs: glyphs)
    }
    var scaled = count / 1_000
    var suffix = 0
    while scaled >= 1_000, suffix + 1 < suffixes.count {
      scaled /= 1_000
      suffix += 1
    }
    return FloatingText.string(scaled, fractionDigits: scaled >= 100 ? 0 : 1, glyphs: glyphs)
      + suffixes[suffix]
  }
}

extension Duration {
  /// The duration in seconds, as a floating-point number.
  var inSeconds: Double {
    let (seconds, attoseconds) = components
    return Double(seconds) + Double(attoseconds) / 1e18
  }
}
