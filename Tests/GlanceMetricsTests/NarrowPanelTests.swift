import CoreMetrics
import Glance
import GlanceCore
import GlanceMetrics
import GlanceTesting
import Testing

/// A metrics panel narrower than all its columns keeps every metric's name and the figures
/// that matter most.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct NarrowPanelTests {
  /// One row of each kind, with names as long as a service's.
  static let rows = [
    MetricRow(
      name: MetricName(.counter, label: "orders.placed", dimensions: [("region", "eu-west")]),
      value: .count(
        total: 19_750, rate: EventRate(count: 19_750, window: .seconds(10), total: 19_750))),
    MetricRow(name: MetricName(.gauge, label: "queue.depth"), value: .value(42, trend: [40, 42])),
    MetricRow(
      name: MetricName(.timer, label: "http.server.request.duration"),
      value: .distribution(
        DistributionSummary(
          count: 1975, sum: 1975 * 2e6, minimum: 1e6, maximum: 9e6, p50: 1.5e6, p90: 4e6,
          p99: 8e6))),
  ]

  /// The table `rows` draw at `width` columns, row by row.
  static func lines(_ rows: [MetricRow], width: Int) -> [String] {
    var buffer = CellBuffer(width: width, height: rows.count + 1)
    MetricsWidget(rows).render(into: &buffer, area: buffer.bounds, context: RenderContext())
    return buffer.lines()
  }

  /// Every two-column board at 100x30 gives its panels under 62 columns: each row keeps its
  /// name beside its figures.
  @Test func aPanelOfATwoColumnBoardShowsEveryName() async {
    let factory = BoardMetricsFactory()
    let board = Board("Service")
    let metrics = board.panel("Metrics").showMetrics(factory)
    let log = board.panel("Log")
    board.arrange(.columns(.panel(metrics), .panel(log)))
    let tester = BoardTester(board, size: TerminalSize(columns: 100, rows: 30))
    Counter(label: "orders.placed", factory: factory).increment(by: 1975)
    Timer(label: "http.server.request.duration", factory: factory).recordMilliseconds(2)
    await tester.settle()
    let orders = tester.lines.first { $0.contains("/s ") }
    #expect(orders?.contains("orders.placed") == true, "\(tester.text)")
    #expect(orders?.contains(" 1975") == true)
    let timer = tester.lines.first { $0.contains("2.0ms") }
    #expect(timer?.contains("http.server.req") == true, "\(tester.text)")
  }

  @Test func theNameStaysAndTheFiguresThatMatterLeastGoFirst() {
    let header = { (width: Int) in Self.lines(Self.rows, width: width)[0] }
    #expect(
      header(100).split(separator: " ") == [
        "metric", "value", "trend", "count", "p50", "p90", "p99",
      ])
    #expect(header(48).split(separator: " ") == ["metric", "value", "count", "p99"])
    #expect(header(34).split(separator: " ") == ["metric", "value", "count"])
    #expect(header(25).split(separator: " ") == ["metric", "value"])
    #expect(header(12).split(separator: " ") == ["metric"])
    let narrow = Self.lines(Self.rows, width: 48)
    // The name gets what the figures leave: 21 columns.
    #expect(narrow[1].hasPrefix("orders.placed{region… "))
    #expect(narrow[1].hasSuffix("1975/s    19750"))
    #expect(narrow[2].hasPrefix("queue.depth "))
    #expect(narrow[2].hasSuffix("42"))
    #expect(narrow[3].hasPrefix("http.server.request.… "))
    #expect(narrow[3].hasSuffix("2.0ms     1975    8.0ms"))
  }

  @Test func everyWidthShowsTheStartOfEveryNameAndNoCutFigure() {
    for width in 1...120 {
      let lines = Self.lines(Self.rows, width: width)
      for (row, line) in zip(Self.rows, lines.dropFirst()) {
        let start = String(row.name.description.prefix(min(width, 6) - 1))
        #expect(line.hasPrefix(start), "at \(width) columns: '\(line)'")
        // Only the name is ever cut: the ellipsis ends it, before any figure.
        let cut = line.firstIndex(of: "…").map { line[$0...].dropFirst() } ?? ""
        #expect(!cut.contains("…"), "at \(width) columns: '\(line)'")
      }
    }
  }

  /// The columns depend on the width, not on the names: rows with short names and a row with
  /// a long one that comes and goes (a metric made and destroyed) show the same header, at
  /// every width, frame after frame.
  @Test func aLongNameComingAndGoingKeepsTheColumns() {
    let short = [
      MetricRow(name: MetricName(.counter, label: "hits"), value: Self.rows[0].value),
      MetricRow(name: MetricName(.gauge, label: "depth"), value: Self.rows[1].value),
      MetricRow(name: MetricName(.timer, label: "db"), value: Self.rows[2].value),
    ]
    let long = MetricRow(
      name: MetricName(.counter, label: "http.server.requests.in.flight.for.a.long.route"),
      value: Self.rows[0].value)
    for width in 1...120 {
      let frames = [short, short + [long], short, [long] + short]
      let headers = frames.map { Self.lines($0, width: width)[0] }
      #expect(Set(headers).count == 1, "at \(width) columns: \(headers)")
    }
  }

  /// A table of counters alone gives the name the columns of the trend and the percentiles.
  @Test func columnsNoRowFillsLeaveTheirRoomToTheName() {
    let lines = Self.lines([Self.rows[0]], width: 48)
    #expect(lines[0].split(separator: " ") == ["metric", "value", "count"])
    #expect(lines[1].hasPrefix("orders.placed{region=eu-west} "))
  }
}
