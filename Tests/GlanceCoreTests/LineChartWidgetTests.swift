import TestSupport
import Testing

@testable import GlanceCore

/// Where the line chart puts its dots, markers, legend and axes.
@Suite struct LineChartWidgetTests {
  @Test func brailleBitsFollowTheBlocksDotNumbering() {
    let left = (0..<4).map { BrailleCanvas.bit(column: 0, row: $0) }
    let right = (0..<4).map { BrailleCanvas.bit(column: 1, row: $0) }
    #expect(left == [0x01, 0x02, 0x04, 0x40])
    #expect(right == [0x08, 0x10, 0x20, 0x80])
  }

  @Test func aSampleAtTheTopOfTheScaleIsTheTopRightDotOfTheLastCell() {
    let chart = LineChartWidget([ChartSeries("a", [3])], bounds: 0...3)
    #expect(rendered(chart, width: 2, height: 1).lines() == [" \u{2808}"])
  }

  @Test func neighboursAreJoinedHalfInEachColumn() {
    // 0 is the bottom dot row (3), 3 the top (0); the jump splits at row 1.
    let chart = LineChartWidget([ChartSeries("a", [0, 3])], bounds: 0...3)
    let cell = rendered(chart, width: 1, height: 1)[x: 0, y: 0]
    #expect(cell.scalar.value == 0x2800 + 0x02 + 0x04 + 0x40 + 0x08 + 0x10)
  }

  @Test func samplesThatAreNotFiniteLeaveAGap() {
    let chart = LineChartWidget([ChartSeries("a", [1, .nan, 1, .infinity, 1])], bounds: 0...1)
    // Five samples over three cells: the first cell holds only the padding column and sample 0.
    let buffer = rendered(chart, width: 3, height: 1)
    let dots = (0..<3).map { buffer[x: $0, y: 0].scalar.value - 0x2800 }
    // Each finite sample is one top dot, none joined to another: a left or right top dot.
    #expect(dots == [0x08, 0x08, 0x08])
  }

  @Test func theLaterSeriesOwnsACellTheyShareAndDotsAreMerged() {
    let chart = LineChartWidget(
      [
        ChartSeries("low", [0, 0], style: Style(.positive)),
        ChartSeries("high", [1, 1], style: Style(.accent)),
      ], bounds: 0...1)
    let cell = rendered(chart, width: 1, height: 1)[x: 0, y: 0]
    #expect(cell.scalar.value == 0x2800 + 0x40 + 0x80 + 0x01 + 0x08)
    #expect(cell.style == Style(.accent))
  }

  @Test func asciiMarksOnePointPerCellWithEachSeriesMarker() {
    let chart = LineChartWidget(
      [
        ChartSeries("a", [0, 1, 0]), ChartSeries("b", [1, 0, 1], marker: "漢"),
        ChartSeries("c", [0, 0, 0], marker: "o"),
      ], bounds: 0...1)
    // "b" has no ASCII marker: it gets the second default, "+"; "c" is drawn last, on top.
    #expect(rendered(chart, width: 3, height: 2, context: .plain).lines() == ["+*+", "ooo"])
  }

  @Test func asciiJoinsDistantPointsHalfInEachColumn() {
    let chart = LineChartWidget([ChartSeries("a", [0, 5, 5, 4])], bounds: 0...5)
    // Six plot rows between the legend and the x-axis. From the bottom row to the top: the
    // three rows nearer the bottom in the first column, the other one in the next; a step of
    // one row needs no joint.
    #expect(
      rendered(chart, width: 4, height: 8, context: .plain).lines() == [
        "* a", " **", " . *", ".", ".", ".", "*", "----",
      ])
  }

  @Test func legendAxesAndTimeLabelsAppearAsRoomAllows() {
    let chart = LineChartWidget(
      [ChartSeries("cpu", [0, 10])], bounds: 0...10, leadingTimeLabel: "-1m",
      trailingTimeLabel: "now")
    #expect(
      rendered(chart, width: 12, height: 4, context: .plain).lines() == [
        "* cpu", "10.0|      *", " 0.0|     *", "    +-1m-now",
      ])
    // Three rows: no legend. Two: no x-axis, and no room for the labels in 5 columns.
    #expect(rendered(chart, width: 12, height: 3, context: .plain).lines()[0] == "10.0|      *")
    #expect(rendered(chart, width: 5, height: 2, context: .plain).lines() == ["    *", "   *"])
    // The trailing label wins when both do not fit.
    #expect(
      rendered(chart, width: 6, height: 3, context: .plain).lines().last == "---now")
  }

  @Test func chartsWithoutAFiniteSampleSayNoData() {
    let chart = LineChartWidget([ChartSeries("a", [.nan, .infinity, -.infinity])])
    #expect(rendered(chart, width: 11, height: 1).lines() == ["  no data"])
    #expect(rendered(chart, width: 4, height: 1, context: .plain).lines() == ["no ~"])
  }

  @Test func extremeValuesLandOnTheEdgesWithoutOverflow() {
    let chart = LineChartWidget(
      [ChartSeries("a", [-.greatestFiniteMagnitude, .greatestFiniteMagnitude])])
    #expect(rendered(chart, width: 2, height: 2, context: .plain).lines() == [" *", "*"])
    // The y-axis labels keep the magnitude: scientific form, not a cut.
    let labels = rendered(chart, width: 40, height: 3, context: .plain).lines()
    #expect(labels[0].hasPrefix(" 1.80e308|"))
    #expect(labels[1].hasPrefix("-1.80e308|"))
  }
}
