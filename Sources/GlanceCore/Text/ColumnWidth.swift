// Public: the width rules that Cell's and CellBuffer's documentation link to.
/// How many terminal columns a character takes.
///
/// The widths are those of the C library's `wcwidth` on Linux (glibc 2.36, Debian 12, locale
/// C.UTF-8), which ncursesw and the terminals that follow it use to move the cursor, so a row
/// laid out here lines up on a real terminal. Measured on this machine (`wcwidth`, and
/// `wcswidth` for sequences):
///
/// - CJK ideographs, Hangul syllables, fullwidth forms and emoji such as 😀 (U+1F600) take 2.
/// - Combining marks (é as `e` + U+0301), variation selectors (U+FE0F), the zero-width joiner
///   (U+200D), tag characters (U+E0020–U+E007F) and Hangul medial vowels take 0.
/// - Emoji sequences are the sum of their parts: 👍🏽 (thumbs up + skin tone) is 2 + 2 = 4, the
///   family 👨‍👩‍👧‍👦 (four emoji joined by U+200D) is 8, ❤️ (U+2764 U+FE0F) is 1, the keycap 1️⃣ is 1,
///   the flag 🇯🇵 (two regional indicators) is 1 + 1 = 2, and the flag of England (🏴 and six
///   tags) is 2.
/// - Hebrew and Arabic letters take 1 each; Devanagari spacing vowel signs (U+093F) take 1.
/// - Format characters (bidi controls such as U+200E and U+202E, U+200B, U+2060, U+FEFF) take
///   0, the soft hyphen U+00AD takes 1, and controls and unassigned scalars have no width (-1).
///
/// The text reader (``CellBuffer/write(_:x:y:style:maxWidth:)``) drops format characters
/// (they would only hide or reorder text; the soft hyphen too, which terminals draw
/// differently), joins zero-width scalars to the character before them, and shows a control or
/// unassigned scalar as U+FFFD.
public enum ColumnWidth {
  /// What a scalar does in a row of cells.
  enum Kind {
    /// Takes one column.
    case single
    /// Takes two columns.
    case double
    /// Takes no column: joins the character before it (a combining mark, U+200D, a variation
    /// selector, a tag).
    case joins
    /// Is not drawn at all (a format character such as a bidi control or U+200B).
    case dropped
    /// Has no width (a control character or an unassigned scalar): drawn as U+FFFD.
    case unprintable
  }

  /// The columns `scalar` takes on its own: 2 for wide characters, 0 for those that join the
  /// character before them or are dropped, 1 for the rest (a control character or an
  /// unassigned scalar takes 1 because it is drawn as U+FFFD).
  public static func columns(of scalar: Unicode.Scalar) -> Int {
    switch kind(of: scalar) {
    case .single, .unprintable: 1
    case .double: 2
    case .joins, .dropped: 0
    }
  }

  // Public: the fast path that CellBuffer's and RowWriter's documentation link to.
  /// Whether `scalar` is one of the characters frames are mostly made of, each one column wide
  /// on its own and never joined with its neighbours into one character: printable ASCII,
  /// borders and blocks, Latin-1 signs such as `·`, `×`, `µ`, and dashes and `…`. Looking up
  /// the width table for every such cell of every frame would be a third of the time spent
  /// drawing one; the answer for these ranges is fixed.
  @inline(__always)
  public static func isCommonSingleColumn(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    if value < 0x7F { return value >= 0x20 }
    if value >= 0x2500 && value <= 0x259F { return true }  // box drawing, block elements
    if value >= 0xA0 && value <= 0xFF { return value != 0xAD }  // Latin-1 but the soft hyphen
    return value >= 0x2010 && value <= 0x2027  // dashes, quotes, bullets, `…`
  }

  /// What `scalar` does in a row: the fast ranges first, then the measured table.
  static func kind(of scalar: Unicode.Scalar) -> Kind {
    if isCommonSingleColumn(scalar) { return .single }
    let value = scalar.value
    if value < 0xA0 { return .unprintable }  // C0 controls, DEL, C1 controls
    if value == 0xAD { return .dropped }  // the soft hyphen
    switch measuredWidth(value) {
    case 1: return .single
    case 2: return .double
    case 0: break
    default: return .unprintable
    }
    if value == 0x200D || (0xE0020...0xE007F).contains(value) { return .joins }
    return scalar.properties.generalCategory == .format ? .dropped : .joins
  }

  /// The width `wcwidth` gives `value`: 0, 1, 2, or -1 for none, from ``measuredWidths``.
  static func measuredWidth(_ value: UInt32) -> Int {
    let table = measuredWidths
    // The last entry whose range starts at or before `value`.
    var low = 0
    var high = table.count
    while high - low > 1 {
      let middle = (low + high) / 2
      if table[middle] >> 2 <= value {
        low = middle
      } else {
        high = middle
      }
    }
    let width = Int(table[low] & 3)
    return width == 3 ? -1 : width
  }
}
