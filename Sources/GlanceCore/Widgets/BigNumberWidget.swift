/// A number drawn big (two or three rows high, see ``BigDigitFont``), for the value the eye should
/// find first.
///
/// When the text has a character the big font lacks, or the area is shorter than the font or
/// narrower than the big rendering, it falls back to the plain text (cut with an ellipsis if
/// need be). Either way the result is centred vertically and aligned horizontally.
///
/// Give a ``template`` (the widest text the value can take, such as `"-9000"`) to keep the digits
/// still: the text is then right-aligned in a field as wide as the template, and the field is
/// what gets aligned, so the units digit stays in its column whatever the length of the value,
/// and a new value redraws only the strokes that differ. The blanks of the field carry ``style``
/// too, so a terminal can draw a row of the field without switching colours.
public struct BigNumberWidget: Widget {
  /// What the widget shows: text, or an integer drawn from its digits without a string.
  public enum Content: Equatable, Sendable, ExpressibleByStringLiteral, ExpressibleByIntegerLiteral
  {
    case text(String)
    case integer(Int)

    /// An integer.
    public init(stringLiteral value: String) { self = .text(value) }
    /// A value with one decimal, as its sign, whole part and tenths digit.
    public init(integerLiteral value: Int) { self = .integer(value) }

    /// The content as text (for the plain fallback).
    public var string: String {
      switch self {
      case .text(let text): text
      case .integer(let value): String(value)
      }
    }

    /// Calls `body` with each ASCII byte of the text, left to right.
    package func forEachByte(_ body: (UInt8) -> Void) {
      switch self {
      case .text(let text):
        for byte in text.utf8 { body(byte) }
      case .integer(let value):
        if value < 0 { body(UInt8(ascii: "-")) }
        DecimalText.forEachDigit(of: value.magnitude, body)
      }
    }
  }

  /// The number as it should read, e.g. `"-42"` or `"3.14"`.
  public var text: Content
  /// The widest text the field must hold; `nil` sizes the field to ``text``.
  public var template: Content?
  /// The style of the strokes (or of the plain fallback).
  public var style: Style
  /// The style of the strokes of a leading minus sign; `nil` uses ``style``.
  public var signStyle: Style?
  /// Horizontal placement of the field.
  public var alignment: HorizontalAlignment

  /// Creates a widget showing `text`.
  public init(
    _ text: String, template: Content? = nil, style: Style = Style(.accent).bold,
    signStyle: Style? = nil, alignment: HorizontalAlignment = .center
  ) {
    self.init(
      content: .text(text), template: template, style: style, signStyle: signStyle,
      alignment: alignment)
  }

  /// Creates a widget showing an integer.
  public init(
    _ value: Int, template: Content? = nil, style: Style = Style(.accent).bold,
    signStyle: Style? = nil, alignment: HorizontalAlignment = .center
  ) {
    self.init(
      content: .integer(value), template: template, style: style, signStyle: signStyle,
      alignment: alignment)
  }

  /// Creates a widget showing a floating-point figure with `fractionDigits` decimals; `NaN`,
  /// `+∞` / `-∞` (`+inf` / `-inf` with ASCII `glyphs`) when it is not finite, which the big font
  /// lacks, so they show as plain text (see ``FloatingText``).
  public init(
    _ value: Double, fractionDigits: Int, glyphs: Glyphs = .unicode, template: Content? = nil,
    style: Style = Style(.accent).bold, signStyle: Style? = nil,
    alignment: HorizontalAlignment = .center
  ) {
    self.init(
      FloatingText.string(value, fractionDigits: fractionDigits, glyphs: glyphs),
      template: template, style: style, signStyle: signStyle, alignment: alignment)
  }

  private init(
    content: Content, template: Content?, style: Style, signStyle: Style?,
    alignment: HorizontalAlignment
  ) {
    self.text = content
    self.template = template
    self.style = style
    self.signStyle = signStyle
    self.alignment = alignment
  }

  /// Draws big if it fits, plain otherwise.
  public func render(into buffer: inout ClippedBuffer, context: RenderContext) {
    let area = buffer.area
    let font = BigDigitFont.matching(context.glyphs)
    if area.height >= font.height, let width = font.width(of: text, limit: area.width),
      width <= area.width
    {
      let field = max(width, template.flatMap { font.width(of: $0, limit: area.width) } ?? 0)
      if field <= area.width {
        let top = area.y + (area.height - font.height) / 2
        let left = area.x + alignment.offset(for: field, in: area.width)
        // The whole field, blanks included, carries the style: no colour switch between strokes.
        buffer.fill(
          Rect(x: left, y: top, width: field, height: font.height),
          with: Cell(singleColumn: " ", style: style))
        // Glyph strokes are blocks, `_` and `|`, one column each: written as cells directly.
        var x = left + field - width
        text.forEachByte { byte in
          guard let glyphWidth = font.width(ascii: byte) else { return }
          let strokeStyle = byte == UInt8(ascii: "-") ? signStyle ?? style : style
          for row in 0..<font.height {
            for column in 0..<glyphWidth {
              let scalar = font.stroke(ascii: byte, row: row, column: column)
              guard scalar != " " else { continue }
              buffer[x: x + column, y: top + row] = Cell(singleColumn: scalar, style: strokeStyle)
            }
          }
          x += glyphWidth + 1
        }
        return
      }
    }
    let plain = text.string.truncated(toWidth: area.width, ellipsis: context.glyphs.ellipsis)
    let shown = plain.columns(upTo: area.width)
    let field = min(area.width, max(shown, template?.string.columns(upTo: area.width) ?? 0))
    let x = area.x + alignment.offset(for: field, in: area.width) + field - shown
    let y = area.y + (area.height - 1) / 2
    buffer.write(plain, x: x, y: y, style: style)
    if let signStyle, plain.first == "-" {
      buffer.setStyle(signStyle, in: Rect(x: x, y: y, width: 1, height: 1))
    }
  }
}
