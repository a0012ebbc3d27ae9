import Testing

@testable import GlanceCore

/// ``RowWriter`` writes rows cell by cell for the panels redrawn on most frames; it must draw
/// exactly what a ``TextWidget`` draws for the same spans, cut and all.
@Suite struct RowWriterTests {
  /// The spans of a statistics row, with a non-ASCII sign, a number and a bold word.
  let spans = [
    TextSpan("count ", style: Style(.muted)), TextSpan("-1234"), TextSpan("…", style: .normal),
    TextSpan("  every ", style: Style(.muted)), TextSpan("1.5s"),
    TextSpan(" running", style: Style(.positive).bold),
  ]

  func written(width: Int, row: Int, context: RenderContext) -> CellBuffer {
    var buffer = CellBuffer(width: 40, height: 3, filling: Cell("x"))
    let area = Rect(x: 3, y: 0, width: width, height: 2)
    buffer.draw(clippedTo: buffer.bounds) { buffer in
      var writer = RowWriter(row: row, of: area, in: buffer)
      writer.text("count ", Style(.muted), into: &buffer)
      writer.integer(-1234, .normal, into: &buffer)
      writer.put("…", .normal, into: &buffer)
      writer.text("  every ", Style(.muted), into: &buffer)
      writer.integer(1, .normal, into: &buffer)
      writer.put(".", .normal, into: &buffer)
      writer.digits(5, .normal, into: &buffer)
      writer.text("s", .normal, into: &buffer)
      writer.spaces(1, Style(.positive).bold, into: &buffer)
      writer.text("running", Style(.positive).bold, into: &buffer)
      writer.finish(into: &buffer, ellipsis: context.glyphs.ellipsis)
    }
    return buffer
  }

  func widget(width: Int, row: Int, context: RenderContext) -> CellBuffer {
    var buffer = CellBuffer(width: 40, height: 3, filling: Cell("x"))
    let area = Rect(x: 3, y: 0, width: width, height: 2)
    let lines = [TextLine([]), TextLine([])].enumerated().map {
      $0.offset == row ? TextLine(spans) : $0.element
    }
    TextWidget(lines).render(into: &buffer, area: area, context: context)
    return buffer
  }

  @Test(arguments: [RenderContext.standard, .plain])
  func drawsWhatATextWidgetDrawsAtEveryWidth(context: RenderContext) {
    for width in 0...40 {
      for row in 0..<2 {
        let same =
          written(width: width, row: row, context: context)
          == widget(width: width, row: row, context: context)
        #expect(same, "width \(width), row \(row)")
      }
    }
  }

  /// Wide characters and marks are cut where a text widget cuts them: never in half, the
  /// ellipsis in the last column that a whole character left.
  @Test func cutsWideTextWhereATextWidgetCutsIt() {
    let text = "名前 e\u{301}日本語😀x"
    for width in 0...16 {
      var written = CellBuffer(width: 20, height: 1)
      written.draw(clippedTo: Rect(x: 1, y: 0, width: width, height: 1)) { buffer in
        var writer = RowWriter(row: 0, of: buffer.area, in: buffer)
        writer.text(text, .normal, into: &buffer)
        writer.finish(into: &buffer, ellipsis: "…")
      }
      var drawn = CellBuffer(width: 20, height: 1)
      TextWidget([TextLine(text)]).render(
        into: &drawn, area: Rect(x: 1, y: 0, width: width, height: 1), context: .standard)
      #expect(written == drawn, "width \(width): \(written.text) / \(drawn.text)")
      #expect(drawn.cells.reduce(0) { $0 + $1.width } == 20)
    }
  }

  @Test func rowsOutsideTheAreaWriteNothing() {
    let untouched = CellBuffer(width: 40, height: 3, filling: Cell("x"))
    #expect(written(width: 10, row: 2, context: .standard) == untouched)
    #expect(written(width: 10, row: -1, context: .standard) == untouched)
  }

  @Test func integersAndTenthsMatchTheirText() {
    for (value, count) in [(0, 1), (7, 3), (-9000, 7), (Int.max, 1), (Int.min, 3), (123_456, -7)] {
      var buffer = CellBuffer(width: 60, height: 1)
      buffer.draw(clippedTo: buffer.bounds) { buffer in
        var writer = RowWriter(row: 0, of: buffer.area, in: buffer)
        writer.integer(value, .normal, into: &buffer)
        writer.put(" ", .normal, into: &buffer)
        if count > 0 { writer.tenths(value, over: count, .normal, into: &buffer) }
      }
      let expected = count > 0 ? "\(value) \(DecimalText.tenths(value, over: count))" : "\(value)"
      #expect(buffer.text.trimmingCharacters(in: .whitespaces) == expected)
    }
  }
}
