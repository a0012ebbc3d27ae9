import Glance
import GlanceCore
import GlanceMetrics

/// A board with one panel that shows `factory`'s metrics in the default table, and the rows
/// its latest frame read, for tests that check figures exactly.
@MainActor
final class MetricsBoard {
  let board = Board("Metrics")
  /// The rows the panel's latest frame read.
  private(set) var rows: [MetricRow] = []
  /// How many times the panel drew.
  private(set) var draws = 0

  init(_ factory: BoardMetricsFactory, rateOver window: Duration = .seconds(10)) {
    board.panel("Metrics").showMetrics(factory, rateOver: window) { [unowned self] rows in
      self.rows = rows
      draws += 1
      return MetricsWidget(rows)
    }
  }

  /// The value of the row of `name`, if the panel shows it.
  func value(of name: MetricName) -> MetricValue? {
    rows.first { $0.name == name }?.value
  }

  /// The names of the rows shown, in order.
  var names: [String] { rows.map(\.name.description) }
}
