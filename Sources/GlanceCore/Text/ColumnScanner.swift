/// Reads untrusted text one terminal column at a time, with work bounded by the columns read.
///
/// Each column is one base scalar plus the scalars that join it (combining marks, zero-width
/// joiners, variation selectors, emoji modifiers; LF after CR). Close to Swift's grapheme
/// breaking, without its cost and without its unbounded clusters; where the two differ (an
/// emoji sequence joined by ZWJ, a flag) every column reads as ``Cell/replacement`` anyway. A column whose scalar is not exactly one
/// column wide on its own, or that has anything joined to it, reads as ``Cell/replacement``: so
/// control characters, ESC and the rest of an escape sequence's introducer, zero-width and wide
/// characters never reach a cell raw. At most ``maxJoined`` scalars join one column; further
/// ones start columns of their own, so even a string of ten million combining marks costs the
/// same per column as plain text. The scanner pulls scalars only as columns are asked for, so
/// cutting a long string to a short row never walks the rest of it.
struct ColumnScanner<Scalars: IteratorProtocol> where Scalars.Element == Unicode.Scalar {
  /// The most scalars joined to one base before the next one starts a new column.
  static var maxJoined: Int { 32 }

  private var scalars: Scalars
  private var pending: Unicode.Scalar?

  /// A scanner reading `scalars` from the start.
  init(_ scalars: Scalars) {
    self.scalars = scalars
    pending = self.scalars.next()
  }

  /// The scalar to show in the next column, or `nil` at the end of the text.
  mutating func next() -> Unicode.Scalar? {
    guard let base = pending else { return nil }
    pending = scalars.next()
    var joined = 0
    // CR LF is one character, as Swift (and a terminal's line discipline) reads it.
    if base == "\r", pending == "\n" {
      joined = 1
      pending = scalars.next()
    }
    while let following = pending, joined < Self.maxJoined, Self.joins(following) {
      joined += 1
      pending = scalars.next()
    }
    guard joined == 0, ColumnWidth.isSingleColumn(base) else {
      return Cell.replacement.unicodeScalars.first ?? "?"
    }
    return base
  }

  /// Whether `scalar` attaches to the scalar before it instead of taking a column.
  @inline(__always)
  static func joins(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    if value < 0x300 { return false }  // below the combining diacritical marks
    // Borders, blocks, dashes and `…` follow one another in every frame: answer without a
    // Unicode property lookup, as the width check does.
    if ColumnWidth.isCommonSingleColumn(scalar) { return false }
    if value == 0x200D || (0xFE00...0xFE0F).contains(value) { return true }
    if (0x1F3FB...0x1F3FF).contains(value) || (0xE0020...0xE007F).contains(value) { return true }
    if (0xE0100...0xE01EF).contains(value) { return true }
    if scalar.properties.isGraphemeExtend { return true }
    return scalar.properties.generalCategory == .spacingMark
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

  /// The columns the string takes, counting no further than `limit` (so a 10 MB string costs
  /// no more than `limit` columns to measure): `min(columns, limit)`.
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
    while count < limit, scanner.next() != nil { count += 1 }
    return count
  }
}
