import GlanceCore

/// A figure column of the metrics table, and which of them a table of a given width shows.
///
/// The metric's name always shows: a row of figures without it says nothing. A narrow table
/// leaves out the columns no row fills (the trend with no gauge, the percentiles with no
/// distribution), then the columns that matter least, in this order: p90, p50, the trend, p99,
/// the count. The name keeps at least ``nameColumns``, however long the names shown are, and
/// is cut with an ellipsis beyond; the value goes only when not even ``narrowNameColumns`` of
/// the name would be left beside it.
enum MetricColumn: CaseIterable, Comparable {
  case value, trend, count, p50, p90, p99

  /// The columns a table keeps as it narrows, the most wanted first.
  static let priority: [MetricColumn] = [.value, .count, .p99, .trend, .p50, .p90]
  /// The columns of the name that the figures beside the value leave at the least.
  static let nameColumns = 16
  /// The columns of the name that the value leaves at the least.
  static let narrowNameColumns = 6

  /// The header.
  var title: String {
    switch self {
    case .value: "value"
    case .trend: "trend"
    case .count: "count"
    case .p50: "p50"
    case .p90: "p90"
    case .p99: "p99"
    }
  }

  /// The column's width.
  var width: Int {
    self == .trend ? MetricsReader.trendLength / 2 : 8
  }

  /// Whether some row of `rows` has a figure in this column (every column, for no row).
  func isFilled(by rows: [MetricRow]) -> Bool {
    guard !rows.isEmpty else { return true }
    return rows.contains { row in
      switch (self, row.value) {
      case (.value, _): true
      case (.trend, .value): true
      case (.count, .count), (.count, .floatingPointCount), (.count, .distribution): true
      case (.p50, .distribution), (.p90, .distribution), (.p99, .distribution): true
      default: false
      }
    }
  }

  /// The figure columns a table `width` columns wide shows for `rows`, left to right: those
  /// some row fills, the most wanted first while ``nameColumns`` of the name are left beside
  /// them (``narrowNameColumns`` beside the value alone). The names play no part, so a name
  /// that comes and goes does not make the columns jump.
  static func shown(for rows: [MetricRow], width: Int) -> [MetricColumn] {
    let wanted = priority.filter { $0.isFilled(by: rows) }
    guard let value = wanted.first,
      TableColumn.figuresFitting([value.width], in: width, nameColumns: narrowNameColumns) == 1
    else { return [] }
    let rest = wanted.dropFirst()
    let fitting = TableColumn.figuresFitting(
      rest.map(\.width), in: width - value.width - 1, nameColumns: nameColumns)
    return ([value] + rest.prefix(fitting)).sorted()
  }
}
