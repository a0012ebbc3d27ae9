/// A bordered box with a title in its top border, like `┌─ Cart ───── 3 items ─┐`.
///
/// The focused panel uses the context's focus box (heavy lines in UTF-8, `#`/`=` in ASCII) and
/// the `focusBorder` role, so focus is visible with and without colour. The interior is blanked
/// unless `clearsInterior` is false; draw the content into ``contentArea(for:)-method``.
public struct PanelWidget: Widget {
  /// Shown at the left of the top border; cut with an ellipsis if the panel is narrow.
  public var title: String
  /// Optional status shown at the right of the top border (e.g. `paused`); dropped first when
  /// there is no room for both.
  public var trailingTitle: String?
  /// Whether this panel has keyboard focus.
  public var isFocused: Bool
  // Public: a widget setting, as its initializer takes it.
  /// Whether to blank the interior before drawing the border.
  public var clearsInterior: Bool

  /// Creates a panel.
  public init(
    title: String, trailingTitle: String? = nil, isFocused: Bool = false,
    clearsInterior: Bool = true
  ) {
    self.title = title
    self.trailingTitle = trailingTitle
    self.isFocused = isFocused
    self.clearsInterior = clearsInterior
  }

  /// The area inside the border, where the panel's content goes.
  public func contentArea(for area: Rect) -> Rect {
    Self.contentArea(for: area)
  }

  /// The area inside the border of any panel drawn in `area`.
  public static func contentArea(for area: Rect) -> Rect {
    area.inset(by: 1)
  }

  /// Draws the border and titles; a panel smaller than 2×2 only clears its area.
  public func render(into buffer: inout ClippedBuffer, context: RenderContext) {
    let area = buffer.area
    if clearsInterior { buffer.clear(area) }
    guard area.width >= 2, area.height >= 2 else { return }
    let box = context.glyphs.border(focused: isFocused)
    let style = Style(isFocused ? .focusBorder : .border)
    let right = area.maxX - 1
    let bottom = area.maxY - 1
    let edge = Cell(box.horizontal, style: style)
    buffer.fill(Rect(x: area.x + 1, y: area.y, width: area.width - 2, height: 1), with: edge)
    buffer.fill(Rect(x: area.x + 1, y: bottom, width: area.width - 2, height: 1), with: edge)
    let side = Cell(box.vertical, style: style)
    for row in (area.y + 1)..<bottom {
      buffer[x: area.x, y: row] = side
      buffer[x: right, y: row] = side
    }
    buffer[x: area.x, y: area.y] = Cell(box.topLeft, style: style)
    buffer[x: right, y: area.y] = Cell(box.topRight, style: style)
    buffer[x: area.x, y: bottom] = Cell(box.bottomLeft, style: style)
    buffer[x: right, y: bottom] = Cell(box.bottomRight, style: style)
    drawTitles(into: &buffer, area: area, context: context)
  }

  /// Titles sit one cell in from each corner with a space either side: `┌─ Title ─…─ status ─┐`.
  private func drawTitles(into buffer: inout ClippedBuffer, area: Rect, context: RenderContext) {
    // Room between "┌─" and "─┐", each title padded by a space on both sides.
    let room = area.width - 4
    guard room >= 3, !title.isEmpty || trailingTitle != nil else { return }
    let titleStyle = isFocused ? Style(.title).bold.reversed : Style(.title).bold
    let leadingWidth = title.isEmpty ? 0 : title.columns(upTo: room) + 2
    var trailingWidth = trailingTitle.map { $0.columns(upTo: room) + 2 } ?? 0
    if leadingWidth + trailingWidth + 1 > room { trailingWidth = 0 }
    if leadingWidth > 0 {
      // The title, cut to leave room for its two spaces.
      var writer = RowWriter(
        row: 0, of: Rect(x: area.x + 3, y: area.y, width: room - 2, height: 1), in: buffer)
      writer.text(title, titleStyle, into: &buffer)
      writer.finish(into: &buffer, ellipsis: context.glyphs.ellipsis)
      buffer[x: area.x + 2, y: area.y] = Cell(singleColumn: " ", style: titleStyle)
      buffer[x: area.x + 3 + min(writer.columns, room - 2), y: area.y] = Cell(
        singleColumn: " ", style: titleStyle)
    }
    if trailingWidth > 0, let trailingTitle {
      let x = area.maxX - 2 - trailingWidth
      var writer = RowWriter(
        row: 0, of: Rect(x: x, y: area.y, width: trailingWidth, height: 1), in: buffer)
      writer.put(" ", Style(.muted), into: &buffer)
      writer.text(trailingTitle, Style(.muted), into: &buffer)
      writer.put(" ", Style(.muted), into: &buffer)
    }
  }
}
