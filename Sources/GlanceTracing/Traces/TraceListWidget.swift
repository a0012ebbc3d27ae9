import GlanceCore

/// The slowest-traces panel's list: one row per trace kept, slowest first, with its duration,
/// the first digits of the id its tracer's downstream tracer gave it (when one did), its root
/// operation, span count and errors; the selected row is highlighted. The duration, the id and
/// the operation keep their columns on a narrow panel; the counts give way.
struct TraceListWidget: Widget {
  var traces: [(entry: SlowestTraces.Entry, spans: TraceRecord.Spans, id: ForwardedTraceID?)]
  var selected: Int

  func render(into buffer: inout ClippedBuffer, context: RenderContext) {
    let idWidth = ForwardedTraceID.shortLength
    let showsIDs = traces.contains { $0.id != nil }
    let wide = buffer.area.width >= 8 + 1 + 12 + 1 + 6 + 1 + 6 + (showsIDs ? idWidth + 1 : 0)
    var columns = [TableColumn("duration", width: .fixed(8), alignment: .right)]
    if showsIDs { columns.append(TableColumn("id", width: .fixed(idWidth))) }
    columns.append(TableColumn("trace"))
    if wide {
      columns += [
        TableColumn("spans", width: .fixed(6), alignment: .right),
        TableColumn("errors", width: .fixed(6), alignment: .right),
      ]
    }
    let rows = traces.map { trace -> [TableCell] in
      let errors = trace.spans.spans.filter(\.isError).count
      var cells = [
        TableCell(TracingText.duration(nanoseconds: trace.entry.duration, glyphs: context.glyphs))
      ]
      if showsIDs { cells.append(TableCell(trace.id?.short ?? "", style: Style(.muted))) }
      cells.append(
        TableCell(trace.entry.operationName, style: errors > 0 ? Style(.negative) : .normal))
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
