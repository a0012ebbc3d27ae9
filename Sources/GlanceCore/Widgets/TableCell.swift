/// What one cell of a ``TableWidget`` shows: text, or a figure that is written digit by digit
/// without a string being built for it.
public struct TableCell: Hashable, Sendable, ExpressibleByStringInterpolation {
  /// The kinds of content.
  public enum Content: Hashable, Sendable {
    /// Text, one column per character.
    case text(String)
    /// An integer after an optional one-column prefix, e.g. `×3`.
    case integer(Int, prefix: Unicode.Scalar?)
    /// A floating-point figure with a fixed number of decimals; `NaN`, `+∞` and `-∞` (`+inf`
    /// and `-inf` in ASCII) when it is not finite (see ``FloatingText``).
    case number(Double, fractionDigits: Int)
  }

  /// What is shown.
  public var content: Content
  /// How it looks.
  public var style: Style

  /// A cell showing `content` in `style`.
  public init(_ content: Content, style: Style = .normal) {
    self.content = content
    self.style = style
  }

  /// A cell of plain text in `style`.
  public init(_ text: String, style: Style = .normal) {
    self.init(.text(text), style: style)
  }

  /// A plain text cell from a literal (interpolation allowed).
  public init(stringLiteral value: String) {
    self.init(value)
  }

  /// The columns the content takes (with the Unicode glyph set).
  public var width: Int { width(upTo: .max, glyphs: .unicode) }

  /// The columns the content takes with `glyphs`, counting no further than `limit` (text is not
  /// walked past it): `min(width, limit)` for text.
  public func width(upTo limit: Int, glyphs: Glyphs = .unicode) -> Int {
    switch content {
    case .text(let text): text.columns(upTo: limit)
    case .number(let value, let fractionDigits):
      FloatingText.string(value, fractionDigits: fractionDigits, glyphs: glyphs).columns
    case .integer(let value, let prefix):
      (prefix == nil ? 0 : 1) + DecimalText.columns(of: value)
    }
  }

  /// Writes the content in `style` (not the cell's own, so that a table can restyle a row).
  public func write(_ style: Style, with writer: inout RowWriter, into buffer: inout ClippedBuffer)
  {
    write(style, with: &writer, into: &buffer, glyphs: .unicode)
  }

  /// Writes the content in `style`, with `glyphs` for figures that are not numbers.
  public func write(
    _ style: Style, with writer: inout RowWriter, into buffer: inout ClippedBuffer, glyphs: Glyphs
  ) {
    switch content {
    case .number(let value, let fractionDigits):
      writer.floating(value, fractionDigits: fractionDigits, glyphs: glyphs, style, into: &buffer)
    case .text(let text): writer.text(text, style, into: &buffer)
    case .integer(let value, let prefix):
      if let prefix { writer.put(prefix, style, into: &buffer) }
      writer.integer(value, style, into: &buffer)
    }
  }
}
