/// The bottom line: key hints like ` q quit  ? help `, optionally led by a transient message.
///
/// Keys are drawn in the `footerKey` role (reverse video in monochrome), labels in the normal
/// role. A message, when set, comes first in the `warning` role, followed by a separator; hints
/// that do not fit after it are dropped whole rather than cut mid-word, and a message too long for
/// the line is cut with the ellipsis and replaces the hints entirely.
public struct KeyHintFooterWidget: Widget {
  /// Hints in order of importance: the first ones are kept when the line is short.
  public var hints: [KeyHint]
  /// A brief message such as `unbound key: x`; `nil` for none.
  public var message: String?

  /// Creates a footer.
  public init(hints: [KeyHint], message: String? = nil) {
    self.hints = hints
    self.message = message
  }

  /// Draws in the area's first row, which it blanks first.
  public func render(into buffer: inout ClippedBuffer, context: RenderContext) {
    let area = buffer.area
    let row = area.top(1)
    buffer.clear(row)
    var x = row.x
    let end = row.maxX
    if let message, !message.isEmpty {
      let shown = message.truncated(toWidth: row.width, ellipsis: context.glyphs.ellipsis)
      x += buffer.write(shown, x: x, y: row.y, style: Style(.warning).bold)
      guard x + 3 < end else { return }
      buffer.write(" \(context.glyphs.separator)", x: x, y: row.y, style: Style(.muted))
      x += 2
    }
    for hint in hints {
      // " key label" plus one space before the next hint.
      let needed = 1 + hint.key.columns + 2 + hint.label.columns
      guard x + needed <= end else { break }
      x += 1
      let keyStyle = Style(.footerKey).bold
      x += buffer.write(" ", x: x, y: row.y, style: keyStyle)
      x += buffer.write(hint.key, x: x, y: row.y, style: keyStyle)
      x += buffer.write(" ", x: x, y: row.y, style: keyStyle)
      x += buffer.write(hint.label, x: x, y: row.y, style: .normal)
    }
  }
}
