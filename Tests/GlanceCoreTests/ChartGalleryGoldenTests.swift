import TestSupport
import Testing

@testable import GlanceCore

/// The four chart widgets laid out on one screen (and each alone at 24×8), in colour with
/// Unicode glyphs and in ASCII without colour, compared with golden files under
/// Tests/GlanceCoreTests/Golden (`RECORD_GOLDEN=1` re-records them).
@Suite struct ChartGalleryGoldenTests {
  /// A wave: 50 at the middle of each 40-sample period, 90 at its ends.
  static func wave(_ index: Int) -> Double {
    let phase = Double(index % 40 - 20)
    return 50 + 40 * phase * phase / 400
  }

  /// The wave over a minute with a gap (`NaN`, then `+∞`).
  static let waveSamples: [Double] = (0..<120).map { index in
    switch index {
    case 70: Double.nan
    case 71: Double.infinity
    default: wave(index)
    }
  }

  /// Two series over a minute: the wave and a slower ramp with a hostile name.
  static let line = LineChartWidget(
    [
      ChartSeries("cpu %", waveSamples, style: Style(.positive)),
      ChartSeries(
        "mem \u{1B}[2J", (0..<120).map { 20 + Double($0) / 2 }, style: Style(.accent),
        marker: "+"),
    ], leadingTimeLabel: "-60s", trailingTimeLabel: "now")

  /// Gains and losses, a value that is not a number, an infinite one and a hostile label.
  static let bars = [
    ChartBar("north", 42), ChartBar("south", -17), ChartBar("east", 8.5),
    ChartBar("west\u{7}漢", .nan), ChartBar("up", .infinity), ChartBar("down", -3),
  ]

  /// Made-up hand-off latencies in microseconds: mostly 3 to 92, every seventh one slow.
  static let latencies: [Double] = (0..<200).map { index in
    let slow = index % 7 == 0 ? 400 : 3
    return Double((index * 37) % 90 + slow)
  }

  /// Hand-off latencies in microseconds, with two that are not numbers.
  static let histogram = HistogramWidget(
    values: latencies + [.nan, .nan],
    upperBounds: [10, 50, 100, 500], unit: "µs")

  /// Every chart, each in a panel, into a buffer of `columns` × `rows`.
  static func gallery(columns: Int, rows: Int, context: RenderContext) -> CellBuffer {
    var buffer = CellBuffer(width: columns, height: rows)
    let halves = Layout(.vertical, [.fill, .fill]).split(buffer.bounds)
    let top = Layout(.horizontal, [.fill(3), .fill(2)], spacing: 1).split(halves[0])
    let bottom = Layout(.horizontal, [.fill, .fill], spacing: 1).split(halves[1])
    let left = Layout(.vertical, [.fixed(5), .fill]).split(bottom[0])
    let panels: [(String, Rect, any Widget)] = [
      ("Rates", top[0], line), ("Balance", top[1], BarChartWidget(bars, fractionDigits: 1)),
      ("Load", left[0], Gauges()),
      ("Columns", left[1], BarChartWidget(bars, orientation: .vertical)),
      ("Hand-off", bottom[1], histogram),
    ]
    for (title, area, widget) in panels {
      PanelWidget(title: title).render(into: &buffer, area: area, context: context)
      widget.render(into: &buffer, area: PanelWidget.contentArea(for: area), context: context)
    }
    return buffer
  }

  /// Three gauges stacked: low, in the warning zone, and `NaN`.
  struct Gauges: Widget {
    func render(into buffer: inout ClippedBuffer, context: RenderContext) {
      let rows = Layout(.vertical, [.fixed(1), .fixed(1), .fixed(1)]).split(buffer.area)
      GaugeWidget(0.42, label: "cpu").render(into: &buffer, area: rows[0], context: context)
      GaugeWidget(0.83, label: "mem").render(into: &buffer, area: rows[1], context: context)
      GaugeWidget(.nan, label: "disk").render(into: &buffer, area: rows[2], context: context)
    }
  }

  @Test(arguments: [RenderContext.standard, .plain])
  func galleryMatchesItsGoldens(context: RenderContext) {
    WidgetGalleryGoldenTests.assertGalleryMatchesGoldens("chart-gallery", context: context) {
      Self.gallery(columns: $0, rows: $1, context: $2)
    }
  }

  @Test(arguments: [RenderContext.standard, .plain])
  func eachChartAloneMatchesItsGolden(context: RenderContext) {
    let widgets: [(String, any Widget)] = [
      ("line", Self.line), ("bars", BarChartWidget(Self.bars, fractionDigits: 1)),
      ("columns", BarChartWidget(Self.bars, orientation: .vertical)),
      ("gauge", GaugeWidget(0.83, label: "memory")), ("histogram", Self.histogram),
    ]
    for (name, widget) in widgets {
      var buffer = CellBuffer(width: 24, height: 8)
      widget.render(into: &buffer, area: buffer.bounds, context: context)
      let variant = context.colorEnabled ? "utf8-color" : "ascii-mono"
      assertGolden(
        goldenText(buffer, context: context),
        named: "chart-\(name)-24x8-\(variant)")
    }
  }
}
