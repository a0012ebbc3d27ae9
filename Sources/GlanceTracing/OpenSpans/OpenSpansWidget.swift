import GlanceCore

/// The in-flight panel's table: the oldest open spans, oldest first, with their ages; spans
/// open for ``stuckAfter`` or longer are drawn as errors, so that a stuck request stands out.
/// The age and the operation keep their columns on a narrow panel; the trace id gives way.
public struct OpenSpansWidget: Widget {
  /// The rows, oldest first.
  public var rows: [OpenSpanRow]
  /// The age from which a span is drawn as stuck.
  public var stuckAfter: Duration

  /// A table of `rows`, marking those open for `stuckAfter` or longer.
  public init(_ rows: [OpenSpanRow], stuckAfter: Duration = .seconds(5)) {
    self.rows = rows
    self.stuckAfter = stuckAfter
  }

  /// Draws the table.
  public func render(into buffer: inout ClippedBuffer, context: RenderContext) {
    let showsTrace = buffer.area.width >= 8 + 1 + 12 + 1 + 8
    var columns = [
      TableColumn("age", width: .fixed(8), alignment: .right), TableColumn("operation"),
    ]
    if showsTrace { columns.append(TableColumn("trace", width: .fixed(8), alignment: .right)) }
    let cells = rows.map { row -> [TableCell] in
      let style = row.age >= stuckAfter ? Style(.negative).bold : .normal
      var cells = [
        TableCell(TracingText.duration(row.age, glyphs: context.glyphs), style: style),
        TableCell(row.operationName, style: style),
      ]
      if showsTrace {
        cells.append(TableCell(.integer(Int(truncatingIfNeeded: row.traceID), prefix: "#")))
      }
      return cells
    }
    TableWidget(columns: columns, rows: cells).render(into: &buffer, context: context)
  }
}
