/// A centred box listing key bindings, drawn over whatever is already on screen.
///
/// Sized to its content (keys in one aligned column, descriptions in the next) and shrunk to the
/// area when the terminal is small: descriptions are cut with the ellipsis, and when not all
/// bindings fit the last visible row says how many more there are. Only the box's own cells
/// change; the rest of the frame stays as drawn.
struct HelpOverlayWidget: Widget {
  /// Shown in the top border.
  var title: String
  /// The bindings, in display order.
  var bindings: [KeyHint]
  /// Shown at the right of the bottom border, e.g. `Esc closes`; `nil` for none.
  var closeHint: String?

  /// Creates an overlay.
  init(title: String = "Help", bindings: [KeyHint], closeHint: String? = "Esc closes") {
    self.title = title
    self.bindings = bindings
    self.closeHint = closeHint
  }

  /// The box the overlay occupies within `area`.
  func boxArea(in area: Rect) -> Rect {
    let keyWidth = bindings.map(\.key.count).max() ?? 0
    let labelWidth = bindings.map(\.label.count).max() ?? 0
    let contentWidth = max(keyWidth + 2 + labelWidth, title.count + 2, (closeHint?.count ?? 0) + 2)
    // Border plus one column of padding on each side; border only above and below.
    return area.centered(width: contentWidth + 4, height: bindings.count + 2)
  }

  /// Draws the box over the existing content.
  func render(into buffer: inout CellBuffer, area: Rect, context: RenderContext) {
    let area = area.intersection(buffer.bounds)
    let box = boxArea(in: area)
    guard !box.isEmpty else { return }
    PanelWidget(title: title, isFocused: true).render(into: &buffer, area: box, context: context)
    drawCloseHint(into: &buffer, box: box)
    let inner = box.inset(dx: 2, dy: 1)
    guard !inner.isEmpty else { return }
    let keyWidth = min(bindings.map(\.key.count).max() ?? 0, inner.width)
    var shown = Array(bindings.prefix(inner.height))
    var lines: [TextLine] = shown.map { binding in
      let key = binding.key.padded(to: keyWidth)
      return TextLine([
        TextSpan(key, style: Style(.footerKey).bold), TextSpan("  "), TextSpan(binding.label),
      ])
    }
    if shown.count < bindings.count, !lines.isEmpty {
      shown.removeLast()
      lines[lines.count - 1] = TextLine(
        "\(context.glyphs.ellipsis) \(bindings.count - shown.count) more", style: Style(.muted))
    }
    TextWidget(lines).render(into: &buffer, area: inner, context: context)
  }

  /// Writes the close hint into the bottom border, right-aligned, if it fits.
  private func drawCloseHint(into buffer: inout CellBuffer, box: Rect) {
    guard let closeHint, box.height >= 3 else { return }
    let text = " \(closeHint) "
    guard text.count <= box.width - 4 else { return }
    buffer.write(text, x: box.maxX - 2 - text.count, y: box.maxY - 1, style: Style(.muted))
  }
}
