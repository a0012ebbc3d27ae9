import TestSupport
import Testing

@testable import GlanceCore

@Suite struct BigNumberWidgetTests {
  @Test func drawsTwoRowHalfBlockDigitsCentred() {
    #expect(
      rendered(BigNumberWidget(-12), width: 13, height: 2).lines() == [
        "     ▀█  ▀▀█",
        " ▀▀▀ ▄█▄ █▄▄",
      ])
  }

  @Test func templateKeepsTheUnitsDigitInItsColumn() {
    // The field is as wide as "-9000"; shorter values are right-aligned in it.
    let long = rendered(BigNumberWidget(-9000, template: "-9000"), width: 21, height: 2)
    let short = rendered(BigNumberWidget(7, template: "-9000"), width: 21, height: 2)
    #expect(long.lines() == ["     █▀█ █▀█ █▀█ █▀█", " ▀▀▀ ▀▀█ █▄█ █▄█ █▄█"])
    #expect(short.lines() == ["                 ▀▀█", "                   █"])
    // Same alignment in the plain fallback.
    #expect(renderedText(BigNumberWidget(7, template: "-9000"), width: 9, height: 1) == "      7")
  }

  @Test func fieldBlanksCarryTheStyleAndOnlySignStrokesTheSignStyle() {
    let widget = BigNumberWidget(
      -1, template: "-10", style: Style(.accent), signStyle: Style(.negative))
    let buffer = rendered(widget, width: 13, height: 2)
    #expect(buffer.lines() == ["         ▀█", "     ▀▀▀ ▄█▄"])
    #expect(buffer.roleMapLines() == [".AAAAAAAAAAA", ".AAAA---AAAA"])
  }

  @Test func newValueChangesOnlyTheStrokesThatDiffer() {
    let template: BigNumberWidget.Content = "-9000"
    let before = rendered(BigNumberWidget(1234, template: template), width: 30, height: 2)
    let after = rendered(BigNumberWidget(1239, template: template), width: 30, height: 2)
    let changes = after.changes(since: before)
    #expect(!changes.isEmpty)
    // Only the last digit's three columns differ.
    #expect(Set(changes.map(\.x)).count <= 3)
    #expect(changes.count <= 6)
  }

  @Test func asciiUsesSevenSegments() {
    #expect(
      rendered(BigNumberWidget("3.5"), width: 9, height: 3, context: .plain).lines() == [
        " _     _", " _|   |_", " _| .  _|",
      ])
  }

  @Test func fallsBackToPlainTextWhenTooSmallOrUnsupported() {
    #expect(renderedText(BigNumberWidget(1234), width: 14, height: 2) == "     1234\n")
    #expect(renderedText(BigNumberWidget(1234), width: 10, height: 3) == "\n   1234\n")
    #expect(renderedText(BigNumberWidget("4e3"), width: 20, height: 3) == "\n        4e3\n")
    #expect(renderedText(BigNumberWidget(123_456), width: 4, height: 1) == "123…")
  }
}

@Suite struct SparklineWidgetTests {
  @Test func scalesFromMinimumToMaximum() {
    #expect(
      renderedText(SparklineWidget([0, 1, 2, 3, 4, 5, 6, 7]), width: 8, height: 1) == "▁▂▃▄▅▆▇█")
    #expect(
      renderedText(
        SparklineWidget([0, 1, 2, 3, 4, 5, 6, 7, 8]), width: 9, height: 1, context: .plain)
        == ".:-=+*#%@")
  }

  @Test func rightAlignsTheNewestAndDropsTheOldest() {
    #expect(renderedText(SparklineWidget([1, 2]), width: 5, height: 1) == "   ▁█")
    #expect(renderedText(SparklineWidget([100, 0, 1, 2]), width: 3, height: 1) == "▁▄█")
  }

  @Test func newestColumnHasTheLatestStyle() {
    let buffer = rendered(SparklineWidget([1, 2, 3]), width: 3, height: 1)
    #expect(buffer.roleMapLines() == ["++A"])
  }

  @Test func multiRowAreasStackLevels() {
    #expect(rendered(SparklineWidget([0, 8, 16]), width: 3, height: 2).lines() == ["  █", "▁██"])
    #expect(rendered(SparklineWidget([0, 6, 16]), width: 3, height: 2).lines() == ["  █", "▁▆█"])
  }

  @Test func flatNonFiniteAndBoundedInputs() {
    #expect(renderedText(SparklineWidget([5, 5, 5]), width: 3, height: 1) == "▄▄▄")
    #expect(renderedText(SparklineWidget([1, .nan, .infinity, 2]), width: 4, height: 1) == "▁  █")
    #expect(renderedText(SparklineWidget([Double.nan]), width: 4, height: 1) == "")
    #expect(renderedText(SparklineWidget([50, 200], bounds: 0...100), width: 2, height: 1) == "▄█")
    #expect(renderedText(SparklineWidget([Int]()), width: 4, height: 1) == "")
    #expect(
      renderedText(
        SparklineWidget([-Double.greatestFiniteMagnitude, .greatestFiniteMagnitude]), width: 2,
        height: 1
      ).count == 2)
  }
}

@Suite struct SweepingSparklineTests {
  @Test func samplesStayInTheirColumnAndTheGapFollowsTheNewest() {
    // Width 4: sample k sits in column k % 4; the newest is number 5 (column 1), column 2 is the
    // gap, so only three samples show: numbers 3 (column 3), 4 (column 0) and 5 (column 1).
    let widget = SparklineWidget(
      [0, 1, 2, 3, 4, 7], bounds: 0...7, layout: .sweeping(total: 6), latestStyle: Style(.positive))
    #expect(rendered(widget, width: 4, height: 1).lines() == ["▅█ ▄"])
  }

  @Test func aShortHistoryFillsFromTheLeft() {
    let widget = SparklineWidget([0, 7], bounds: 0...7, layout: .sweeping(total: 2))
    #expect(rendered(widget, width: 5, height: 1).lines() == ["▁█"])
  }

  @Test func oneColumnShowsTheNewest() {
    let widget = SparklineWidget([0, 7], bounds: 0...7, layout: .sweeping(total: 2))
    #expect(rendered(widget, width: 1, height: 1).lines() == ["█"])
  }

  @Test func aNewSampleChangesTwoColumnsOnly() {
    var values: [Int] = (0..<50).map { ($0 * 37) % 17 }
    let style = Style(.positive)
    func draw() -> CellBuffer {
      rendered(
        SparklineWidget(
          values, bounds: 0...16, layout: .sweeping(total: values.count), style: style,
          latestStyle: style),
        width: 12, height: 3)
    }
    let before = draw()
    values.append(16)
    let after = draw()
    let columns = Set(after.changes(since: before).map(\.x))
    // Sample 50 goes to column 50 % 12 = 2; column 3 becomes the gap.
    #expect(columns == [2, 3])
  }

  @Test func blankCellsCarryTheStyleInBothLayouts() {
    for layout in [SparklineLayout.scrolling, .sweeping(total: 2)] {
      let widget = SparklineWidget(
        [0, 7], bounds: 0...7, layout: layout, style: Style(.positive),
        latestStyle: Style(.positive))
      #expect(rendered(widget, width: 4, height: 2).roleMapLines() == ["++++", "++++"])
    }
  }
}

@Suite struct TableWidgetTests {
  let columns = [
    TableColumn("Item"), TableColumn("Qty", width: .fixed(3), alignment: .right),
  ]

  @Test func headerRowsAlignmentAndTruncation() {
    let table = TableWidget(columns: columns, rows: [["Espresso beans", "2"], ["Tea", "10"]])
    #expect(
      rendered(table, width: 12, height: 4).lines() == [
        "Item     Qty",
        "Espress…   2",
        "Tea       10",
        "",
      ])
    #expect(rendered(table, width: 12, height: 1).roleMapLines() == ["TTTT.....TTT"])
  }

  @Test func rowsBelowTheAreaAreCutAndSelectionScrollsIntoView() {
    let rows: [[TableCell]] = (1...5).map { ["row \($0)", "\($0)"] }
    #expect(
      rendered(TableWidget(columns: columns, rows: rows), width: 12, height: 3).lines() == [
        "Item     Qty", "row 1      1", "row 2      2",
      ])
    let scrolled = rendered(
      TableWidget(columns: columns, rows: rows, selectedRow: 3), width: 12, height: 3)
    #expect(scrolled.lines() == ["Item     Qty", "row 3      3", "row 4      4"])
    #expect(scrolled.roleMapLines()[2] == "HHHHHHHHHHHH")
  }

  @Test func headerCanBeHiddenAndMissingCellsAreBlank() {
    let table = TableWidget(columns: columns, rows: [["only"]], showsHeader: false)
    #expect(renderedText(table, width: 12, height: 2) == "only\n")
  }
}
