import Testing

@testable import GlanceCore

/// NaN, infinities and the integer extremes read as what they are in every widget that shows
/// numbers, in Unicode and ASCII, without a crash or an overflow.
@Suite struct NonFiniteNumberTests {
  @Test func floatingTextSpellsNonFiniteValues() {
    #expect(FloatingText.string(.nan, fractionDigits: 1, glyphs: .unicode) == "NaN")
    #expect(FloatingText.string(.infinity, fractionDigits: 1, glyphs: .unicode) == "+∞")
    #expect(FloatingText.string(-.infinity, fractionDigits: 1, glyphs: .unicode) == "-∞")
    #expect(FloatingText.string(.infinity, fractionDigits: 1, glyphs: .ascii) == "+inf")
    #expect(FloatingText.string(-.infinity, fractionDigits: 0, glyphs: .ascii) == "-inf")
    #expect(FloatingText.string(-2.05, fractionDigits: 2, glyphs: .ascii) == "-2.05")
    #expect(FloatingText.string(-0.004, fractionDigits: 2, glyphs: .ascii) == "0.00")
    #expect(FloatingText.string(1e300, fractionDigits: 2, glyphs: .ascii) == "1e+300")
  }

  @Test func rowWriterWritesWhatFloatingTextSpells() {
    for value in [0, -1.25, 3.999, .nan, .infinity, -.infinity, 1e300, -.greatestFiniteMagnitude] {
      for glyphs in [Glyphs.unicode, .ascii] {
        var buffer = CellBuffer(width: 400, height: 1)
        buffer.draw(clippedTo: buffer.bounds) { buffer in
          var writer = RowWriter(row: 0, of: buffer.area, in: buffer)
          writer.floating(value, fractionDigits: 2, glyphs: glyphs, .normal, into: &buffer)
        }
        #expect(buffer.lines() == [FloatingText.string(value, fractionDigits: 2, glyphs: glyphs)])
      }
    }
  }

  @Test func tablesShowNumbersAndTheirExtremes() {
    let table = TableWidget(
      columns: [TableColumn("value", width: .fixed(6), alignment: .right)],
      rows: [
        [TableCell(.number(.nan, fractionDigits: 1))],
        [TableCell(.number(.infinity, fractionDigits: 1))],
        [TableCell(.number(-.infinity, fractionDigits: 1))],
        [TableCell(.number(2.25, fractionDigits: 1))],
        [TableCell(.integer(Int.min, prefix: nil))],
      ])
    var unicode = CellBuffer(width: 6, height: 6)
    table.render(into: &unicode, area: unicode.bounds, context: .standard)
    #expect(unicode.lines() == [" value", "   NaN", "    +∞", "    -∞", "   2.3", "-9223…"])
    var ascii = CellBuffer(width: 6, height: 6)
    table.render(into: &ascii, area: ascii.bounds, context: .plain)
    #expect(ascii.lines() == [" value", "   NaN", "  +inf", "  -inf", "   2.3", "-9223~"])
  }

  @Test func bigNumbersShowNonFiniteValuesAsPlainTextAndIntegerExtremesWhole() {
    for (widget, expected) in [
      (BigNumberWidget(Double.nan, fractionDigits: 1), "NaN"),
      (BigNumberWidget(-Double.infinity, fractionDigits: 1, glyphs: .ascii), "-inf"),
    ] {
      var buffer = CellBuffer(width: 10, height: 3)
      widget.render(into: &buffer, area: buffer.bounds, context: .plain)
      #expect(buffer.lines().map { $0.drop { $0 == " " } } == ["", Substring(expected), ""])
    }
    for value in [Int.min, Int.max] {
      var buffer = CellBuffer(width: 30, height: 1)
      BigNumberWidget(value).render(into: &buffer, area: buffer.bounds, context: .plain)
      #expect(buffer.lines().map { $0.drop { $0 == " " } } == [Substring(String(value))])
    }
  }

  @Test func sparklinesLeaveNonFiniteColumnsBlankAndScaleIntegerExtremes() {
    var buffer = CellBuffer(width: 5, height: 1)
    SparklineWidget([1, .nan, .infinity, -.infinity, 2]).render(
      into: &buffer, area: buffer.bounds, context: .plain)
    #expect(buffer.cells.map(\.character) == [".", " ", " ", " ", "@"])
    var integers = CellBuffer(width: 3, height: 1)
    SparklineWidget([Int.min, 0, Int.max]).render(
      into: &integers, area: integers.bounds, context: .plain)
    #expect(integers.cells.allSatisfy { $0.character != " " })
  }
}
