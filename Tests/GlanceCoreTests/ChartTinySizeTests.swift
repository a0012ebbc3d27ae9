import TestSupport
import Testing

@testable import GlanceCore

/// Every chart at every size from 0×0 to 7×7, placed inside a larger buffer: nothing is drawn
/// outside the area, and every cell drawn is one printable column.
@Suite struct ChartTinySizeTests {
  static let charts: [any Widget] = [
    ChartGalleryGoldenTests.line,
    BarChartWidget(ChartGalleryGoldenTests.bars),
    BarChartWidget(ChartGalleryGoldenTests.bars, orientation: .vertical),
    GaugeWidget(0.5, label: "label"), GaugeWidget(.nan, label: "label"),
    ChartGalleryGoldenTests.histogram,
    HistogramWidget(counts: [1, 2], labels: ["a", "b"], orientation: .vertical),
    LineChartWidget([]), BarChartWidget([]), HistogramWidget(counts: [], labels: []),
  ]

  @Test(arguments: [RenderContext.standard, .plain])
  func chartsStayInsideTinyAreas(context: RenderContext) {
    let sentinel = Cell("¤", style: Style(.footerKey))
    for chart in Self.charts {
      for width in 0...7 {
        for height in 0...7 {
          var buffer = CellBuffer(width: 11, height: 11, filling: sentinel)
          let area = Rect(x: 2, y: 2, width: width, height: height)
          chart.render(into: &buffer, area: area, context: context)
          for y in 0..<11 {
            for x in 0..<11 {
              let cell = buffer[x: x, y: y]
              if area.contains(x: x, y: y) {
                #expect(cell != sentinel && cell.isDrawable)
              } else {
                #expect(cell == sentinel, "\(type(of: chart)) drew at \(x),\(y) outside \(area)")
              }
            }
          }
        }
      }
    }
  }
}
