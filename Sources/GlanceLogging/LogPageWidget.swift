import GlanceCore

/// A log panel's page: the lines that end `offset` lines above the newest, newest at the
/// bottom, each cut with the context's ellipsis. An offset past the oldest full page (the panel
/// grew since it was set) shows the oldest page. With records dropped, the top row says how many (`… 12 dropped`, muted).
struct LogPageWidget: Widget {
  /// Every line that passes the panel's filters, oldest first.
  var lines: [TextLine]
  /// How many of the newest lines are scrolled off below the page.
  var offset: Int
  /// Records that left the log, or never reached it.
  var dropped: Int

  func render(into buffer: inout ClippedBuffer, context: RenderContext) {
    let area = buffer.area
    let header = dropped > 0 ? 1 : 0
    if header == 1 {
      var writer = RowWriter(row: 0, of: area, in: buffer)
      let muted = Style(.muted)
      writer.put(context.glyphs.ellipsis.unicodeScalars.first ?? "~", muted, into: &buffer)
      writer.put(" ", muted, into: &buffer)
      writer.integer(dropped, muted, into: &buffer)
      writer.label(" dropped", muted, into: &buffer)
      writer.finish(into: &buffer, ellipsis: context.glyphs.ellipsis)
    }
    let rows = max(0, area.height - header)
    let end = max(min(rows, lines.count), lines.count - max(0, offset))
    let shown = min(rows, end)
    for index in 0..<shown {
      let line = lines[end - shown + index]
      line.truncated(toWidth: area.width, ellipsis: context.glyphs.ellipsis)
        .draw(into: &buffer, x: area.x, y: area.maxY - shown + index, maxWidth: area.width)
    }
  }
}
