/// A centred box listing key bindings, drawn over whatever is already on screen.
///
/// Sized to its content (keys in one aligned column, descriptions in the next) and shrunk to the
/// area when the terminal is small: descriptions are cut with the ellipsis, and when not all
/// bindings fit the last visible row says how many more there are. Only the box's own cells
/// change; the rest of the frame stays as drawn.
public struct HelpOverlayWidget: Widget {
  /// Shown in the top border.
  public var title: String
  /// The bindings, in display order.
  public var bindings: [KeyHint]
  // Public: a widget setting, as its initializer takes it.
  /// Shown at the right of the bottom border, e.g. `Esc closes`; `nil` for none.
  public var closeHint: String?

  /// Creates an overlay.
  public init(title: String = "Help", bindings: [KeyHint], closeHint: String? = "Esc closes") {
    self.title = title
    self.bindings = bindings
    self.closeHint = closeHint
  }

  /// The box the overlay occupies within `area`.
  package func boxArea(in area: Rect) -> Rect {
    let labelWidth = bindings.reduce(0) { max($0, $1.label.columns) }
    let contentWidth = max(
      keyWidth + 2 + labelWidth, title.columns + 2, (closeHint?.columns ?? 0) + 2)
    // Border plus one column of padding on each side; border only above and below.
    return area.centered(width: contentWidth + 4, height: bindings.count + 2)
  }

  /// The widest key.
  private var keyWidth: Int { bindings.reduce(0) { max($0, $1.key.columns) } }

  /// Draws the box over the existing content.
  public func render(into buffer: inout ClippedBuffer, context: RenderContext) {
    let area = buffer.area
    let box = boxArea(in: area)
    guard !box.isEmpty else { return }
    PanelWidget(title: title, isFocused: true).render(into: &buffer, area: box, context: context)
    drawCloseHint(into: &buffer, box: box)
    let inner = box.inset(dx: 2, dy: 1)
    guard !inner.isEmpty else { return }
    let keyWidth = min(keyWidth, inner.width)
    let cut = bindings.count > inner.height
    for (row, binding) in bindings.prefix(inner.height).enumerated() {
      var writer = RowWriter(row: row, of: inner, in: buffer)
      if cut && row == inner.height - 1 {
        // The last row says how many bindings did not fit (this one included).
        let style = Style(.muted)
        writer.text(String(context.glyphs.ellipsis), style, into: &buffer)
        writer.put(" ", style, into: &buffer)
        writer.integer(bindings.count - row, style, into: &buffer)
        writer.text(" more", style, into: &buffer)
      } else {
        let keyStyle = Style(.footerKey).bold
        writer.text(binding.key, keyStyle, into: &buffer)
        writer.spaces(keyWidth - binding.key.columns, keyStyle, into: &buffer)
        writer.spaces(2, .normal, into: &buffer)
        writer.text(binding.label, .normal, into: &buffer)
      }
      writer.finish(into: &buffer, ellipsis: context.glyphs.ellipsis)
    }
  }

  /// Writes the close hint into the bottom border, right-aligned, if it fits.
  private func drawCloseHint(into buffer: inout ClippedBuffer, box: Rect) {
    guard let closeHint, box.height >= 3 else { return }
    let width = closeHint.columns + 2
    guard width <= box.width - 4 else { return }
    var writer = RowWriter(
      row: 0, of: Rect(x: box.maxX - 2 - width, y: box.maxY - 1, width: width, height: 1),
      in: buffer)
    writer.put(" ", Style(.muted), into: &buffer)
    writer.text(closeHint, Style(.muted), into: &buffer)
    writer.put(" ", Style(.muted), into: &buffer)
  }
}
