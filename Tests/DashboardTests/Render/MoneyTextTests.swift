import Testing

@testable import Dashboard
@testable import GlanceCore

/// Prices and totals are drawn digit by digit (`RowWriter.money(_:_:into:)`) and measured
/// without a string (``Money/columns``); both must agree with ``Money/description`` everywhere.
@Suite struct MoneyTextTests {
  /// Round numbers, every grouping boundary, negatives and the extremes.
  static let amounts: [Int] = {
    var cents = [0, 1, 5, 9, 10, 99, 100, 101, 999, 1000, 99_999, 100_000, 123_456_789, .max, .min]
    var power = 1
    for _ in 0..<18 {
      power *= 10
      cents += [power - 1, power, power + 1]
    }
    var generator = SeededGenerator(seed: 11)
    cents += (0..<200).map { _ in Int.random(in: .min ... .max, using: &generator) >> 8 }
    return cents + cents.map { $0 == .min ? .max : -$0 }
  }()

  @Test func writingAndMeasuringAgreeWithFormatted() {
    for cents in Self.amounts {
      let amount = Money(cents: cents)
      let text = amount.description
      #expect(amount.columns == text.count, "\(cents)")
      var buffer = CellBuffer(width: 40, height: 1)
      let columns = buffer.draw(clippedTo: buffer.bounds) { buffer in
        var writer = RowWriter(row: 0, of: buffer.area, in: buffer)
        writer.money(amount, .normal, into: &buffer)
        return writer.columns
      }
      #expect(columns == text.count, "\(cents)")
      #expect(buffer.text == text, "\(cents)")
    }
  }

  @Test func tableCellsMeasureWhatTheyWrite() {
    let cells: [TableCell] = [
      "plain", "Café ·×", "e\u{301}", TableCell(.integer(-42, prefix: "×")),
      TableCell(.integer(0, prefix: nil)), TableCell(Money(cents: -123_456).description),
    ]
    for cell in cells {
      var buffer = CellBuffer(width: 30, height: 1)
      let columns = buffer.draw(clippedTo: buffer.bounds) { buffer in
        var writer = RowWriter(row: 0, of: buffer.area, in: buffer)
        cell.write(.normal, with: &writer, into: &buffer)
        return writer.columns
      }
      #expect(columns == cell.width, "\(cell)")
    }
  }

  @Test func aCellWiderThanItsColumnEndsInTheEllipsis() {
    let table = TableWidget(
      columns: [TableColumn("Total", width: .fixed(6), alignment: .right)],
      rows: [
        [TableCell(Money(cents: 123_456).description)],
        [TableCell(Money(cents: 5).description)],
      ])
    var buffer = CellBuffer(width: 6, height: 3)
    table.render(into: &buffer, area: buffer.bounds, context: .standard)
    #expect(buffer.lines() == [" Total", "$1,23…", " $0.05"])
  }
}
