/// One terminal column: a character and its style.
///
/// Every cell is exactly one column wide. Characters that a terminal would draw wider or
/// narrower than one column — East Asian wide and fullwidth forms, emoji presentation, control
/// and format characters, and clusters of several scalars — are stored as
/// ``Cell/replacement`` (`?`). That is deliberately conservative: wide glyphs would need
/// continuation cells and would make every diff and every clip width-aware, and this dashboard only
/// draws its own labels. In exchange, a string's width is its `count` and a backend can write each
/// cell with one single-scalar call (``Cell/scalar``).
struct Cell: Hashable, Sendable {
  /// The character drawn in this column; always a single, narrow, printable scalar.
  let character: Character
  /// How the character looks.
  var style: Style

  /// Stored instead of any character that does not fit in exactly one column.
  static let replacement: Character = "?"

  /// An unstyled space: what an empty screen is made of.
  static let blank = Cell(" ")

  /// Creates a cell, replacing `character` with ``replacement`` unless it is one column wide.
  init(_ character: Character, style: Style = .normal) {
    self.character = ColumnWidth.isSingleColumn(character) ? character : Cell.replacement
    self.style = style
  }

  /// The cell's character as its one Unicode scalar, for backends that write `wchar_t`s.
  var scalar: Unicode.Scalar {
    character.unicodeScalars.first ?? " "
  }
}
