import TestSupport
import Testing

@testable import GlanceCore

/// Gauge zones, fill and `NaN`; histogram buckets and labels.
@Suite struct GaugeAndHistogramWidgetTests {
  @Test func zonesStartAtTheirLowerBounds() {
    let gauge = GaugeWidget(0)
    #expect(gauge.zoneStyle(for: 0) == Style(.positive))
    #expect(gauge.zoneStyle(for: 0.6999) == Style(.positive))
    #expect(gauge.zoneStyle(for: 0.7) == Style(.warning))
    #expect(gauge.zoneStyle(for: 0.8999) == Style(.warning))
    #expect(gauge.zoneStyle(for: 0.9) == Style(.negative))
    #expect(gauge.zoneStyle(for: 1) == Style(.negative))
    // Zones in any order, and one that is not a number, which never applies.
    let shuffled = GaugeWidget(
      0, zones: [GaugeZone(from: 0.5, Style(.accent)), GaugeZone(from: .nan, Style(.title))])
    #expect(shuffled.zoneStyle(for: 0.4) == Style(.accent))
    #expect(shuffled.zoneStyle(for: 0.6) == Style(.accent))
  }

  @Test func theFillEndsToAnEighthAndTheRatioIsClamped() {
    // 0.55 of 10 columns is 44 eighths: 5 full cells and a half one (the text is on row 1).
    #expect(rendered(GaugeWidget(0.55), width: 10, height: 3).lines()[0] == "█████▌░░░░")
    #expect(
      rendered(GaugeWidget(0.55), width: 10, height: 3, context: .plain).lines()[0] == "######....")
    #expect(rendered(GaugeWidget(7), width: 4, height: 3).lines() == ["████", "100%", "████"])
    #expect(
      rendered(GaugeWidget(-.infinity), width: 4, height: 3).lines() == ["░░░░", "░0%░", "░░░░"])
  }

  @Test func theLabelSitsInsideTheBarReversedOverTheFill() {
    let buffer = rendered(GaugeWidget(0.5, label: "cpu"), width: 12, height: 3, context: .plain)
    #expect(buffer.lines() == ["######......", "##cpu 50%...", "######......"])
    #expect(buffer[x: 2, y: 1].style == Style(.positive).reversed)
    #expect(buffer[x: 6, y: 1].style == Style.normal)
    // Too narrow for the label: the percentage stays.
    #expect(rendered(GaugeWidget(0.5, label: "cpu"), width: 5, height: 1).lines() == ["█50%░"])
    #expect(rendered(GaugeWidget(0.5, label: "cpu"), width: 6, height: 1).lines() == ["c… 50%"])
  }

  @Test func aLabelThatGivesTheFigureIsNotFollowedByItAgain() {
    let gauge = GaugeWidget(0.5, label: "cpu 50%", showsPercentage: false)
    #expect(rendered(gauge, width: 12, height: 1, context: .plain).lines() == ["##cpu 50%..."])
    #expect(rendered(gauge, width: 4, height: 1, context: .plain).lines() == ["cpu~"])
    // Not a number still says so.
    let unknown = GaugeWidget(.nan, label: "cpu", showsPercentage: false)
    #expect(rendered(unknown, width: 9, height: 1).lines() == ["░cpu NaN░"])
  }

  @Test func notANumberFillsNothingAndSaysSo() {
    let buffer = rendered(GaugeWidget(.nan, label: "disk"), width: 12, height: 1)
    #expect(buffer.lines() == ["░░disk NaN░░"])
    #expect(buffer[x: 2, y: 0].style == Style(.warning).bold)
  }

  @Test func valuesGoInTheFirstBucketWhoseBoundIsAtOrAboveThem() {
    let (counts, unplaced) = HistogramWidget.counts(
      of: [1, 10, 10.5, 50, 1000, -.infinity, .infinity, .nan], upperBounds: [50, .nan, 10])
    #expect(counts == [3, 2, 2])
    #expect(unplaced == 1)
    #expect(HistogramWidget.counts(of: [1, 2], upperBounds: []).counts == [2])
  }

  @Test func boundLabelsFollowTheGlyphSet() {
    #expect(
      HistogramWidget.labels(
        upperBounds: [100, 10], unit: "µs", fractionDigits: 0, glyphs: .unicode)
        == ["≤10µs", "≤100µs", ">100µs"])
    let histogram = HistogramWidget(values: [5, 50], upperBounds: [10], unit: "ms")
    #expect(
      rendered(histogram, width: 20, height: 3, context: .plain).lines() == [
        "n 2", "<=10ms |###########1", ">10ms  |###########1",
      ])
  }

  @Test func theHeaderCountsEverythingWithoutOverflowing() {
    let histogram = HistogramWidget(
      counts: [Int.max, 5], labels: ["a"], unplaced: 3, orientation: .vertical)
    let lines = rendered(histogram, width: 30, height: 6, context: .plain).lines()
    #expect(lines[0] == "n \(Int.max)  NaN 3")
  }
}
