import GlanceCore

/// The operations panel's table: one row per operation, in order of first use.
///
/// | operation | rate | in flight | errors | count | p50 | p90 | p99 |
/// |---|---|---|---|---|---|---|---|
///
/// The operation's name always keeps a column of its own: on a narrow panel the figures give
/// way first, the least telling first (count, p90, p50, in flight, errors, p99), so that a
/// row never shows figures without saying whose they are.
public struct OperationsWidget: Widget {
  /// The rows, in the order shown.
  public var rows: [OperationRow]

  /// The columns a name keeps before figures give way: enough for the longest name, up to 16.
  static let nameWidth = 16

  /// A table of `rows`.
  public init(_ rows: [OperationRow]) {
    self.rows = rows
  }

  /// One figure column: its title, width, and importance (lower gives way later).
  private struct Figure: Sendable {
    var title: String
    var width: Int
    var keep: Int
    var cell: @Sendable (OperationRow, Glyphs) -> TableCell
  }

  private static let figures: [Figure] = [
    Figure(title: "rate", width: 9, keep: 0) { row, glyphs in
      row.perSecond.map { TableCell(TracingText.count($0, glyphs: glyphs) + "/s") } ?? ""
    },
    Figure(title: "in flight", width: 9, keep: 3) { row, _ in
      TableCell(.integer(row.inFlight, prefix: nil))
    },
    Figure(title: "errors", width: 6, keep: 2) { row, glyphs in
      TableCell(
        TracingText.count(Double(row.errors), glyphs: glyphs),
        style: row.errors > 0 ? Style(.negative) : .normal)
    },
    Figure(title: "count", width: 7, keep: 6) { row, glyphs in
      TableCell(TracingText.count(Double(row.count), glyphs: glyphs))
    },
    Figure(title: "p50", width: 7, keep: 4) { row, glyphs in durationCell(row.p50, glyphs) },
    Figure(title: "p90", width: 7, keep: 5) { row, glyphs in durationCell(row.p90, glyphs) },
    Figure(title: "p99", width: 7, keep: 1) { row, glyphs in durationCell(row.p99, glyphs) },
  ]

  private static func durationCell(_ duration: Duration?, _ glyphs: Glyphs) -> TableCell {
    duration.map { TableCell(TracingText.duration($0, glyphs: glyphs)) } ?? ""
  }

  /// Draws the table.
  public func render(into buffer: inout ClippedBuffer, context: RenderContext) {
    let longest = rows.map { TableCell($0.name).width(upTo: Self.nameWidth) }.max() ?? 0
    let nameWidth = max(min(Self.nameWidth, max(longest, "operation".count)), 1)
    var shown = Self.figures
    while let leastTelling = shown.indices.max(by: { shown[$0].keep < shown[$1].keep }),
      nameWidth + shown.reduce(0, { $0 + $1.width + 1 }) > buffer.area.width
    {
      shown.remove(at: leastTelling)
    }
    let columns =
      [TableColumn("operation")]
      + shown.map { TableColumn($0.title, width: .fixed($0.width), alignment: .right) }
    let cells = rows.map { row in
      [TableCell(row.name)] + shown.map { $0.cell(row, context.glyphs) }
    }
    TableWidget(columns: columns, rows: cells).render(into: &buffer, context: context)
  }
}
