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
public struct MetricsWidget: Widget {
  /// The rows, in the order shown.
  public var rows: [MetricRow]

  /// A table of `rows`.
  public init(_ rows: [MetricRow]) {
    self.rows = rows
  }

  /// Draws the table.
  public func render(into buffer: inout ClippedBuffer, context: RenderContext) {
    let figure = { (title: String) in TableColumn(title, width: .fixed(8), alignment: .right) }
    let columns = [
      TableColumn("metric"), figure("value"),
      TableColumn("trend", width: .fixed(MetricsReader.trendLength / 2)), figure("count"),
      figure("p50"), figure("p90"), figure("p99"),
    ]
    let cells = rows.map { tableCells(of: $0, glyphs: context.glyphs) }
    TableWidget(columns: columns, rows: cells).render(into: &buffer, context: context)
  }

  private func tableCells(of row: MetricRow, glyphs: Glyphs) -> [TableCell] {
    let number = { (value: Double) in TableCell(MetricText.number(value, glyphs: glyphs)) }
    let name = TableCell(row.name.description)
    switch row.value {
    case .count(let total, let rate):
      return [
        name, TableCell(perSecondText(rate.perSecond, glyphs)), "",
        TableCell(.integer(Int(total), prefix: nil)),
      ]
    case .floatingPointCount(let total, let perSecond):
      return [name, TableCell(perSecondText(perSecond, glyphs)), "", number(total)]
    case .value(let value, let trend):
      let recent = Array(trend.suffix(MetricsReader.trendLength / 2))
      return [name, number(value), TableCell(MetricText.trend(recent, glyphs: glyphs))]
    case .distribution(let summary):
      let figure = { (value: Double?) -> TableCell in
        guard let value else { return "" }
        return row.name.kind == .timer
          ? TableCell(MetricText.duration(nanoseconds: value, glyphs: glyphs)) : number(value)
      }
      return [
        name, figure(summary.mean), "", TableCell(.integer(summary.count, prefix: nil)),
        figure(summary.p50), figure(summary.p90), figure(summary.p99),
      ]
    }
  }

  private func perSecondText(_ value: Double, _ glyphs: Glyphs) -> String {
    MetricText.number(value, glyphs: glyphs) + "/s"
  }
}
