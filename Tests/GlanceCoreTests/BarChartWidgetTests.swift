import TestSupport
import Testing

@testable import GlanceCore

/// Bars grow from the zero line either way, and their values go where they fit.
@Suite struct BarChartWidgetTests {
  @Test func negativeBarsGrowLeftOfTheZeroLineAndPositiveOnesRight() {
    let chart = BarChartWidget([ChartBar("a", 4), ChartBar("b", -4), ChartBar("c", 1)])
    // Label, gap, then 6 columns left of the zero line and 6 right of it.
    let buffer = rendered(chart, width: 15, height: 3, context: .plain)
    #expect(buffer.lines() == ["a       |#####4", "b -4####|", "c       |## 1"])
    #expect(buffer[x: 9, y: 0].style == Style(.positive))
    #expect(buffer[x: 7, y: 1].style == Style(.negative))
    #expect(buffer[x: 2, y: 1].style == Style(.negative).reversed)
  }

  @Test func valuesGoInsideTheBarEndReversedWhenThereIsNoRoomOutside() {
    let buffer = rendered(BarChartWidget([ChartBar("", 10)]), width: 3, height: 1)
    #expect(buffer.lines() == ["│10"])
    #expect(buffer[x: 2, y: 0].style == Style(.positive).reversed)
    // Too short a bar for its value, and no room across the zero line: no value.
    #expect(rendered(BarChartWidget([ChartBar("", 10)]), width: 2, height: 1).lines() == ["│█"])
  }

  @Test func notANumberDrawsNoBarAndSaysSoAndInfinitiesFillToTheEdge() {
    let chart = BarChartWidget([
      ChartBar("n", .nan), ChartBar("p", .infinity), ChartBar("m", -.infinity), ChartBar("z", 1),
    ])
    let buffer = rendered(chart, width: 15, height: 4)
    // The scale spans 0...1: -∞ has no length, so its value goes across the zero line.
    #expect(buffer.lines() == ["n │NaN", "p │██████████+∞", "m │-∞", "z │███████████1"])
    #expect(buffer[x: 3, y: 0].style == Style(.warning))
    #expect(buffer[x: 3, y: 2].style == Style(.negative))
  }

  @Test func verticalBarsGrowUpAndDownFromTheZeroRow() {
    let chart = BarChartWidget([ChartBar("up", 2), ChartBar("dn", -2)], orientation: .vertical)
    let buffer = rendered(chart, width: 5, height: 6, context: .plain)
    #expect(buffer.lines() == ["2#", "##", "-----", "   ##", "   -2", "up dn"])
    #expect(buffer[x: 0, y: 0].style == Style(.positive).reversed)
    #expect(buffer[x: 3, y: 3].style == Style(.negative))
  }

  @Test func hugeValuesScaleWithoutOverflowAndPrintInScientificForm() {
    let chart = BarChartWidget([
      ChartBar("+", .greatestFiniteMagnitude), ChartBar("-", -.greatestFiniteMagnitude),
    ])
    #expect(
      rendered(chart, width: 24, height: 2, context: .plain).lines() == [
        "+            |##1.80e308", "- -1.80e308##|",
      ])
  }

  @Test func barsThatDoNotFitAreLeftOutFromTheEnd() {
    let bars = (1...5).map { ChartBar("\($0)", Double($0)) }
    #expect(rendered(BarChartWidget(bars), width: 8, height: 2, context: .plain).lines().count == 2)
    let columns = rendered(
      BarChartWidget(bars, orientation: .vertical), width: 3, height: 4, context: .plain)
    #expect(columns.lines().last == "123")
  }
}
