/// Reads untrusted text one cell at a time, with work bounded by the cells read.
///
/// Each cell is one base scalar plus the zero-width scalars that join it (combining marks,
/// U+200D, variation selectors, tags), as ``ColumnWidth`` classifies them; a wide base gives a
/// wide lead cell. Format characters (bidi controls, U+200B, U+FEFF, the soft hyphen) are
/// dropped; a control or unassigned scalar reads as U+FFFD (a CR LF pair as one), so no escape
/// sequence reaches a cell; a zero-width scalar with nothing to join reads as a space with it
/// joined. At most ``maxJoined`` scalars are consumed after a base (joined or dropped), and a
/// run of more than ``maxJoined`` dropped scalars reads as one U+FFFD: so even ten million
/// combining marks or invisible characters cost the same per cell as plain text. The scanner
/// pulls scalars only as cells are asked for, so cutting a long string to a short row never
/// walks the rest of it.
struct ColumnScanner<Scalars: IteratorProtocol> where Scalars.Element == Unicode.Scalar {
  /// The most scalars consumed after one base (or dropped in a row) before a cell is emitted.
  static var maxJoined: Int { 32 }

  private var scalars: Scalars
  private var pending: Unicode.Scalar?

  /// A scanner reading `scalars` from the start.
  init(_ scalars: Scalars) {
    self.scalars = scalars
    pending = self.scalars.next()
  }

  /// The next cell (in the default style), or `nil` at the end of the text.
  mutating func next() -> Cell? {
    var dropped = 0
    while let base = pending {
      pending = scalars.next()
      var marks = JoinedScalars()
      var shown = base
      var isWide = false
      switch ColumnWidth.kind(of: base) {
      case .single: break
      case .double: isWide = true
      case .unprintable:
        shown = "\u{FFFD}"
        if base == "\r", pending == "\n" { pending = scalars.next() }
      case .joins:
        shown = " "
        marks.append(base)
      case .dropped:
        dropped += 1
        guard dropped > Self.maxJoined else { continue }
        return Cell(base: "\u{FFFD}", marks: marks, isWide: false)
      }
      var consumed = 0
      while let following = pending, consumed < Self.maxJoined {
        switch Self.joining(following) {
        case .joins: marks.append(following)
        case .dropped: break
        default: return Cell(base: shown, marks: marks, isWide: isWide)
        }
        consumed += 1
        pending = scalars.next()
      }
      return Cell(base: shown, marks: marks, isWide: isWide)
    }
    return nil
  }

  /// What `scalar` does after a base: ``ColumnWidth/Kind/joins`` or
  /// ``ColumnWidth/Kind/dropped`` continue the base's cell; anything else starts a new one.
  @inline(__always)
  static func joining(_ scalar: Unicode.Scalar) -> ColumnWidth.Kind {
    let value = scalar.value
    // Below the combining diacritical marks only the soft hyphen does not start a cell; the
    // frame's borders, blocks, dashes and `…` answer without a table lookup.
    if value < 0x300 { return value == 0xAD ? .dropped : .single }
    if ColumnWidth.isCommonSingleColumn(scalar) { return .single }
    return ColumnWidth.kind(of: scalar)
  }
}

extension String {
  /// A scanner over the string's columns (see `ColumnScanner`).
  var columnScanner: ColumnScanner<String.UnicodeScalarView.Iterator> {
    ColumnScanner(unicodeScalars.makeIterator())
  }

  /// Whether the first `count` columns of `bytes` (UTF-8) are printable ASCII bytes, each one
  /// column on its own (the byte after them is checked too, as it could join the last one).
  /// Reads at most `count + 1` bytes.
  static func startsWithPrintableASCII<Bytes: Sequence<UInt8>>(
    _ bytes: Bytes, columns count: Int
  ) -> Bool {
    var checked = 0
    for byte in bytes {
      guard byte >= 0x20 && byte < 0x7F else { return byte < 0x80 && checked >= count }
      checked += 1
      if checked > count { return true }
    }
    return true
  }

  /// Whether the first `count` columns of `scalars` are each one scalar that
  /// ``ColumnWidth/isCommonSingleColumn(_:)`` accepts (borders, blocks, Latin-1 signs,
  /// dashes), which never join their neighbours, and the scalar after them is one too (or the
  /// text ends). Reads at most `count + 1` scalars: the bounded twin of the check the frame's
  /// fast paths make before writing scalar by scalar.
  static func startsWithCommonScalars<Scalars: Sequence<Unicode.Scalar>>(
    _ scalars: Scalars, columns count: Int
  ) -> Bool {
    var checked = 0
    for scalar in scalars {
      guard ColumnWidth.isCommonSingleColumn(scalar) else { return false }
      checked += 1
      if checked > count { return true }
    }
    return true
  }

  /// The columns the string takes (a wide character counts two), counting no further than
  /// `limit` (so a 10 MB string costs no more than `limit` columns to measure):
  /// `min(columns, limit)`.
  public func columns(upTo limit: Int) -> Int {
    guard limit > 0 else { return 0 }
    // Labels and figures: one pass while every scalar is a column on its own.
    var common = 0
    var allCommon = true
    for scalar in unicodeScalars {
      guard ColumnWidth.isCommonSingleColumn(scalar) else {
        allCommon = false
        break
      }
      if common == limit { return limit }
      common += 1
    }
    if allCommon { return common }
    var scanner = columnScanner
    var count = 0
    while count < limit, let cell = scanner.next() { count += cell.width }
    return Swift.min(count, limit)
  }
}
