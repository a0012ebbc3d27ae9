/// A scrolling log: the newest lines of a ``LogLines`` at the bottom of the area, older ones
/// above, each cut with the context's ellipsis. With ``showsDropped`` and lines dropped, the
/// top row says how many (`… 12 dropped`, `~ 12 dropped` in ASCII) in the muted role.
public struct LogWidget: Widget {
  /// The lines to show.
  public var log: LogLines
  // Public: a widget setting, as its initializer takes it.
  /// Whether the top row counts the dropped lines (when there are any).
  public var showsDropped: Bool

  /// A widget showing `log`.
  public init(_ log: LogLines, showsDropped: Bool = true) {
    self.log = log
    self.showsDropped = showsDropped
  }

  /// Draws the newest lines that fit, newest at the bottom.
  public func render(into buffer: inout ClippedBuffer, context: RenderContext) {
    let area = buffer.area
    let header = showsDropped && log.droppedCount > 0 ? 1 : 0
    if header == 1 {
      var writer = RowWriter(row: 0, of: area, in: buffer)
      let muted = Style(.muted)
      writer.put(context.glyphs.ellipsis.unicodeScalars.first ?? "~", muted, into: &buffer)
      writer.put(" ", muted, into: &buffer)
      writer.integer(log.droppedCount, muted, into: &buffer)
      writer.label(" dropped", muted, into: &buffer)
      writer.finish(into: &buffer, ellipsis: context.glyphs.ellipsis)
    }
    let shown = min(log.count, area.height - header)
    for offset in 0..<shown {
      let line = log[log.count - shown + offset]
      let y = area.maxY - shown + offset
      line.truncated(toWidth: area.width, ellipsis: context.glyphs.ellipsis)
        .draw(into: &buffer, x: area.x, y: y, maxWidth: area.width)
    }
  }
}
