import GlanceCore

/// The operations panel's table: one row per operation, in order of first use.
///
/// | operation | rate | in flight | errors | count | p50 | p90 | p99 |
/// |---|---|---|---|---|---|---|---|
///
/// Counts past 99 999 are rounded (`12.3k`, `4.5M`) in the count's seven columns; a panel
/// wide enough for every figure and seven columns more (zoomed with `z`, say) shows the exact
/// count. ``OperationRow/count`` has it for a layout of the program's own.
///
/// The operation's name always keeps a column of its own: on a narrow panel the figures give
/// way first, the least telling first (count, p90, p50, in flight, errors, p99), so that a
/// row never shows figures without saying whose they are. Which figures show depends on the
/// panel's width alone, never on the names: a long name that comes and goes (a request in
/// flight under a name its router replaces later) does not make the columns jump.
public struct OperationsWidget: Widget {
  /// The rows, in the order shown.
  public var rows: [OperationRow]

  /// The columns a name keeps before figures give way; a longer name is cut.
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

  /// The count column when the panel has room for every figure and more (a zoomed panel, a
  /// wide board): exact, to 14 digits.
  private static let exactCount = Figure(title: "count", width: 14, keep: 6) { row, _ in
    TableCell("\(row.count)")
  }

  /// The indices of ``figures``, the most telling first: the order in which they get room.
  private static let mostTellingFirst = figures.indices.sorted {
    figures[$0].keep < figures[$1].keep
  }

  /// Draws the table.
  public func render(into buffer: inout ClippedBuffer, context: RenderContext) {
    let fitting = TableColumn.figuresFitting(
      Self.mostTellingFirst.map { Self.figures[$0].width }, in: buffer.area.width,
      nameColumns: Self.nameWidth)
    var shown = Self.mostTellingFirst.prefix(fitting).sorted().map { Self.figures[$0] }
    if shown.count == Self.figures.count,
      let count = shown.firstIndex(where: { $0.title == Self.exactCount.title }),
      Self.nameWidth + shown.reduce(0, { $0 + $1.width + 1 }) - shown[count].width
        + Self.exactCount.width <= buffer.area.width
    {
      shown[count] = Self.exactCount
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
