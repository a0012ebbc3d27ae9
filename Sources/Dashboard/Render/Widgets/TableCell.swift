/// What one cell of a ``TableWidget`` shows: text, or a figure that is written digit by digit
/// without a string being built for it.
struct TableCell: Hashable, Sendable, ExpressibleByStringInterpolation {
  /// The kinds of content.
  enum Content: Hashable, Sendable {
    /// Text, one column per character.
    case text(String)
    /// An integer after an optional one-column prefix, e.g. `×3`.
    case integer(Int, prefix: Unicode.Scalar?)
    /// An amount, as ``Money/formatted`` spells it.
    case money(Money)
  }

  /// What is shown.
  var content: Content
  /// How it looks.
  var style: Style

  /// A cell showing `content` in `style`.
  init(_ content: Content, style: Style = .normal) {
    self.content = content
    self.style = style
  }

  /// A cell of plain text in `style`.
  init(_ text: String, style: Style = .normal) {
    self.init(.text(text), style: style)
  }

  /// A plain text cell from a literal (interpolation allowed).
  init(stringLiteral value: String) {
    self.init(value)
  }

  /// The columns the content takes.
  var width: Int {
    switch content {
    case .text(let text): text.columns
    case .integer(let value, let prefix):
      (prefix == nil ? 0 : 1) + DecimalText.columns(of: value)
    case .money(let amount): amount.columns
    }
  }

  /// Writes the content in `style` (not the cell's own, so that a table can restyle a row).
  func write(_ style: Style, with writer: inout RowWriter, into buffer: inout CellBuffer) {
    switch content {
    case .text(let text): writer.text(text, style, into: &buffer)
    case .integer(let value, let prefix):
      if let prefix { writer.put(prefix, style, into: &buffer) }
      writer.integer(value, style, into: &buffer)
    case .money(let amount): writer.money(amount, style, into: &buffer)
    }
  }
}
