import GlanceCore

/// The slowest-traces panel's list: one row per trace kept, slowest first, with its duration,
/// root operation, span count and errors; the selected row is highlighted. The duration and
/// the operation keep their columns on a narrow panel; the counts give way.
struct TraceListWidget: Widget {
  var traces: [(entry: SlowestTraces.Entry, spans: TraceRecord.Spans)]
  var selected: Int

  func render(into buffer: inout ClippedBuffer, context: RenderContext) {
    let wide = buffer.area.width >= 8 + 1 + 12 + 1 + 6 + 1 + 6
    var columns = [
      TableColumn("duration", width: .fixed(8), alignment: .right), TableColumn("trace"),
    ]
    if wide {
      columns += [
        TableColumn("spans", width: .fixed(6), alignment: .right),
        TableColumn("errors", width: .fixed(6), alignment: .right),
      ]
    }
    let rows = traces.map { trace -> [TableCell] in
      let errors = trace.spans.spans.filter(\.isError).count
      var cells = [
        TableCell(TracingText.duration(nanoseconds: trace.entry.duration, glyphs: context.glyphs)),
        TableCell(trace.entry.operationName, style: errors > 0 ? Style(.negative) : .normal),
      ]
      if wide {
        cells += [
          TableCell(.integer(trace.spans.spans.count + trace.spans.dropped, prefix: nil)),
          TableCell(.integer(errors, prefix: nil), style: errors > 0 ? Style(.negative) : .normal),
        ]
      }
      return cells
    }
    TableWidget(columns: columns, rows: rows, selectedRow: traces.isEmpty ? nil : selected)
      .render(into: &buffer, context: context)
  }
}
