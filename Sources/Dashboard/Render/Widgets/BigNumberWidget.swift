/// A number drawn three rows high, for the value the eye should find first.
///
/// When the text has a character the big font lacks, or the area is shorter than three rows or
/// narrower than the big rendering, it falls back to the plain text (cut with an ellipsis if
/// need be). Either way the result is centred vertically and aligned horizontally.
struct BigNumberWidget: Widget {
  /// The number as it should read, e.g. `"-42"` or `"3.14"`.
  var text: String
  /// The style of the strokes (or of the plain fallback).
  var style: Style
  /// Horizontal placement.
  var alignment: HorizontalAlignment

  /// Creates a widget showing `text`.
  init(_ text: String, style: Style = Style(.accent).bold, alignment: HorizontalAlignment = .center)
  {
    self.text = text
    self.style = style
    self.alignment = alignment
  }

  /// Creates a widget showing an integer.
  init(_ value: Int, style: Style = Style(.accent).bold, alignment: HorizontalAlignment = .center) {
    self.init(String(value), style: style, alignment: alignment)
  }

  /// Draws big if it fits, plain otherwise.
  func render(into buffer: inout CellBuffer, area: Rect, context: RenderContext) {
    let area = area.intersection(buffer.bounds)
    guard !area.isEmpty else { return }
    if let rows = BigDigitFont.matching(context.glyphs).rows(for: text),
      area.height >= BigDigitFont.height, let width = rows.first?.count, width <= area.width
    {
      let top = area.y + (area.height - BigDigitFont.height) / 2
      let x = area.x + alignment.offset(for: width, in: area.width)
      for (index, row) in rows.enumerated() {
        buffer.write(row, x: x, y: top + index, style: style)
      }
      return
    }
    let plain = text.truncated(toWidth: area.width, ellipsis: context.glyphs.ellipsis)
    let x = area.x + alignment.offset(for: plain.count, in: area.width)
    buffer.write(plain, x: x, y: area.y + (area.height - 1) / 2, style: style)
  }
}
