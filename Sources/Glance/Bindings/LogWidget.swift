import GlanceCore

/// A scrolling log: the newest lines that fit, newest at the bottom.
struct LogWidget: Widget {
  /// What the log holds.
  let lines: BoundedLines

  func render(into buffer: inout CellBuffer, area: Rect, context: RenderContext) {
    let area = area.intersection(buffer.bounds)
    guard !area.isEmpty else { return }
    TextWidget(Array(lines.lines.suffix(area.height)))
      .render(into: &buffer, area: area, context: context)
  }
}
