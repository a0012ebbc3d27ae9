/// One terminal column: a character and its style.
///
/// Every cell is exactly one column wide. Characters that a terminal would draw wider or
/// narrower than one column — East Asian wide and fullwidth forms, emoji presentation, control
/// and format characters, and clusters of several scalars — are stored as
/// ``Cell/replacement`` (`?`). That is deliberately conservative: wide glyphs would need
/// continuation cells and would make every diff and every clip width-aware, and this dashboard only
/// draws its own labels. In exchange, a string's width is its `count` and a backend can write each
/// cell with one single-scalar call (``Cell/scalar``).
public struct Cell: Hashable, Sendable {
  /// The character, stored as its single scalar: four bytes that compare in one instruction,
  /// which keeps building and diffing a full frame cheap.
  public let scalar: Unicode.Scalar
  /// The cell's style.
  public var style: Style

  /// What replaces characters that are not exactly one column wide.
  public static let replacement: Character = "?"

  /// A space in the default style.
  public static let blank = Cell(" ")

  /// A cell showing `character` (or ``replacement`` when it is not one column wide).
  public init(_ character: Character, style: Style = .normal) {
    let shown = ColumnWidth.isSingleColumn(character) ? character : Cell.replacement
    scalar = shown.unicodeScalars.first ?? " "
    self.style = style
  }

  /// A cell showing a printable ASCII byte (`0x20..<0x7F`), which needs no width check.
  public init(printableASCII byte: UInt8, style: Style = .normal) {
    assert(byte >= 0x20 && byte < 0x7F, "not printable ASCII")
    scalar = Unicode.Scalar(byte)
    self.style = style
  }

  /// A cell showing `scalar`, which the caller knows is one column wide on its own
  /// (``ColumnWidth/isCommonSingleColumn(_:)``).
  public init(singleColumn scalar: Unicode.Scalar, style: Style = .normal) {
    self.scalar = scalar
    self.style = style
  }

  /// The character shown.
  public var character: Character { Character(scalar) }
}
