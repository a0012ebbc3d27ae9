import GlanceCore

/// The metrics panel's table: one row per metric (per label and dimensions), counters first,
/// then gauges and meters, then recorders and timers.
///
/// | kind | value | trend | count | p50, p90, p99 |
/// |---|---|---|---|---|
/// | counter | added per second | — | the total | — |
/// | gauge, meter | the value | its latest frames | — | — |
/// | recorder, timer | the mean | — | values recorded | the percentiles |
///
/// A timer's figures are durations in the unit that suits each.
///
/// The name always shows, cut with an ellipsis when long. A table narrower than all its
/// columns leaves out those no row fills (the trend with no gauge or meter, the percentiles
/// with no recorder or timer), then p90, p50, the trend, p99 and the count in turn, so that
/// the name keeps 16 columns; the value goes last. Which columns show depends on the panel's
/// width and on which kinds of metric it holds, never on the names: a long name that comes and
/// goes does not make the columns jump.
public struct MetricsWidget: Widget {
  /// The rows, in the order shown.
  public var rows: [MetricRow]

  /// A table of `rows`.
  public init(_ rows: [MetricRow]) {
    self.rows = rows
  }

  /// Draws the table. A narrow table keeps each metric's name and leaves out the figures
  /// that matter least first (see ``MetricsWidget`` for the order).
  public func render(into buffer: inout ClippedBuffer, context: RenderContext) {
    let glyphs = context.glyphs
    let names = rows.map { TableCell($0.name.description) }
    let shown = MetricColumn.shown(for: rows, width: buffer.area.width)
    let columns =
      [TableColumn("metric")]
      + shown.map { TableColumn($0.title, width: .fixed($0.width), alignment: .right) }
    let cells = zip(rows, names).map { row, name in
      let figures = figureCells(of: row, glyphs: glyphs)
      return [name] + shown.map { figures[$0] ?? "" }
    }
    TableWidget(columns: columns, rows: cells).render(into: &buffer, context: context)
  }

  private func figureCells(of row: MetricRow, glyphs: Glyphs) -> [MetricColumn: TableCell] {
    let number = { (value: Double) in TableCell(MetricText.number(value, glyphs: glyphs)) }
    switch row.value {
    case .count(let total, let rate):
      return [
        .value: TableCell(perSecondText(rate.perSecond, glyphs)),
        .count: TableCell(.integer(Int(total), prefix: nil)),
      ]
    case .floatingPointCount(let total, let perSecond):
      return [.value: TableCell(perSecondText(perSecond, glyphs)), .count: number(total)]
    case .value(let value, let trend):
      let recent = Array(trend.suffix(MetricsReader.trendLength / 2))
      return [.value: number(value), .trend: TableCell(MetricText.trend(recent, glyphs: glyphs))]
    case .distribution(let summary):
      let figure = { (value: Double?) -> TableCell in
        guard let value else { return "" }
        return row.name.kind == .timer
          ? TableCell(MetricText.duration(nanoseconds: value, glyphs: glyphs)) : number(value)
      }
      return [
        .value: figure(summary.mean), .count: TableCell(.integer(summary.count, prefix: nil)),
        .p50: figure(summary.p50), .p90: figure(summary.p90), .p99: figure(summary.p99),
      ]
    }
  }

  private func perSecondText(_ value: Double, _ glyphs: Glyphs) -> String {
    MetricText.number(value, glyphs: glyphs) + "/s"
  }
}
