/// Decides which characters occupy exactly one terminal column.
///
/// This is a conservative subset of `wcwidth`: when in doubt, a character is *not* single-column
/// and ``Cell`` replaces it. False negatives cost a `?`; false positives would shift every
/// following column on the real terminal and break the diff.
public enum ColumnWidth {
  /// Whether `character` is a single printable scalar that terminals draw one column wide.
  public static func isSingleColumn(_ character: Character) -> Bool {
    let scalars = character.unicodeScalars
    guard scalars.count == 1, let scalar = scalars.first else { return false }
    return isSingleColumn(scalar)
  }

  /// Whether `scalar` is printable and drawn one column wide.
  public static func isSingleColumn(_ scalar: Unicode.Scalar) -> Bool {
    isCommonSingleColumn(scalar) || classify(scalar)
  }

  /// Whether `scalar` is one of the characters frames are mostly made of, each one column wide
  /// on its own and never joined with its neighbours into one character: printable ASCII,
  /// borders and blocks, Latin-1 signs such as `·`, `×`, `µ`, and dashes and `…`. Looking up
  /// Unicode properties for every such cell of every frame was a third of the time spent
  /// drawing one; the answer for these ranges is fixed.
  @inline(__always)
  public static func isCommonSingleColumn(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    if value < 0x7F { return value >= 0x20 }
    if value >= 0x2500 && value <= 0x259F { return true }  // box drawing, block elements
    if value >= 0xA0 && value <= 0xFF { return value != 0xAD }  // Latin-1 but the soft hyphen
    return value >= 0x2010 && value <= 0x2027  // dashes, quotes, bullets, `…`
  }

  /// The full decision from Unicode properties, without the fast paths.
  public static func classify(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    if value < 0x7F { return value >= 0x20 }
    switch scalar.properties.generalCategory {
    case .control, .format, .surrogate, .privateUse, .unassigned,
      .lineSeparator, .paragraphSeparator, .nonspacingMark, .enclosingMark, .spacingMark:
      return false
    default:
      break
    }
    if scalar.properties.isEmojiPresentation { return false }
    return !isEastAsianWide(value)
  }

  /// Blocks whose characters are East Asian Wide or Fullwidth (two columns).
  private static let wideRanges: [ClosedRange<UInt32>] = [
    0x1100...0x115F,  // Hangul Jamo initial consonants
    0x231A...0x231B, 0x2329...0x232A,
    0x2E80...0x303E,  // CJK radicals, Kangxi, CJK symbols and punctuation
    0x3041...0x33FF,  // Hiragana .. CJK compatibility
    0x3400...0x4DBF,  // CJK extension A
    0x4E00...0x9FFF,  // CJK unified ideographs
    0xA000...0xA4CF,  // Yi
    0xA960...0xA97F,  // Hangul Jamo extended A
    0xAC00...0xD7A3,  // Hangul syllables
    0xF900...0xFAFF,  // CJK compatibility ideographs
    0xFE10...0xFE19,  // vertical forms
    0xFE30...0xFE6F,  // CJK compatibility forms, small form variants
    0xFF00...0xFF60,  // fullwidth forms
    0xFFE0...0xFFE6,
    0x1F300...0x1F64F,  // pictographs and emoticons
    0x1F900...0x1F9FF,  // supplemental symbols and pictographs
    0x20000...0x3FFFD,  // CJK extensions B and later
  ]

  /// Whether `value` lies in one of ``wideRanges``.
  private static func isEastAsianWide(_ value: UInt32) -> Bool {
    guard value >= 0x1100 else { return false }
    return wideRanges.contains { $0.contains(value) }
  }
}
