import Testing

@testable import GlanceCore

/// A widget's view of the screen: nothing written through it lands outside its area.
@Suite struct ClippedBufferTests {
  static let dot = Cell("·", style: Style(.muted))
  static let area = Rect(x: 2, y: 1, width: 4, height: 2)

  /// A 8 × 4 buffer of dots with `draw` run through a view clipped to ``area``.
  static func drawn(_ draw: (inout ClippedBuffer) -> Void) -> CellBuffer {
    var buffer = CellBuffer(width: 8, height: 4, filling: dot)
    buffer.draw(clippedTo: area) { draw(&$0) }
    return buffer
  }

  @Test func everyKindOfWriteStaysInsideTheArea() {
    let buffer = Self.drawn { view in
      #expect(view.area == Self.area)
      view.write("abcdefgh", x: -3, y: 1)
      view.write("outside", x: 0, y: 0)
      view.fill(Rect(x: 0, y: 2, width: 8, height: 2), with: Cell("#"))
      view[x: 0, y: 0] = Cell("!")
      view[x: 7, y: 2] = Cell("!")
      view.setStyle(Style(.warning), in: Rect(x: 0, y: 0, width: 8, height: 4))
    }
    #expect(buffer.lines() == ["········", "··fgh···", "··####··", "········"])
    for y in 0..<4 {
      for x in 0..<8 where !(2..<6).contains(x) || !(1..<3).contains(y) {
        #expect(buffer[x: x, y: y] == Self.dot, "(\(x), \(y))")
      }
    }
  }

  @Test func aWriteReturnsWhatItAdvancedEvenOnAHiddenRow() {
    _ = Self.drawn { view in
      #expect(view.write("abcdef", x: 3, y: 1) == 3)
      #expect(view.write("abcdef", x: 3, y: 0, maxWidth: 2) == 2)
      #expect(view.write("日本", x: 2, y: 2) == 4)
      #expect(view.write("日本", x: 3, y: 2) == 2)  // 本 would cross the right edge
    }
  }

  @Test func aWideCharacterNeverCrossesTheAreasEdges() {
    let buffer = Self.drawn { view in
      view.write("日本語", x: 3, y: 1)  // 本 would cross the right edge: not written
      view.write("日本語", x: 1, y: 2)  // 日 straddles the left edge: its visible half is blank
      view[x: 5, y: 0] = Cell("漢")  // outside
    }
    #expect(buffer.lines() == ["········", "···日···", "·· 本···", "········"])
    #expect(buffer[x: 2, y: 2] == Cell(" ") && buffer[x: 1, y: 2] == Self.dot)
  }

  @Test func aWideCellInTheLastColumnBecomesASpace() {
    let buffer = Self.drawn { view in view[x: 5, y: 1] = Cell("漢", style: Style(.accent)) }
    #expect(buffer[x: 5, y: 1] == Cell(" ", style: Style(.accent)))
    #expect(buffer[x: 6, y: 1] == Self.dot)
  }

  /// The nested widget lays itself out in the two columns both areas share.
  @Test func aNestedWidgetDrawsOnlyWhereBothAreasMeet() {
    let buffer = Self.drawn { view in
      TextWidget(["xxxxxxxx", "xxxxxxxx", "xxxxxxxx"])
        .render(into: &view, area: Rect(x: 4, y: 0, width: 10, height: 10), context: .standard)
    }
    #expect(buffer.lines() == ["········", "····x…··", "····x…··", "········"])
  }

  @Test func readingOutsideTheAreaGivesBlanks() {
    _ = Self.drawn { view in
      #expect(view[x: 0, y: 0] == .blank)
      #expect(view[x: 2, y: 1] == Self.dot)
    }
  }
}

/// Wide characters stay whole in the buffer whatever overwrites half of one.
@Suite struct WidePairTests {
  @Test func overwritingEitherHalfBlanksTheOther() {
    var buffer = CellBuffer(width: 6, height: 1)
    buffer.write("日本語", x: 0, y: 0)
    buffer[x: 1, y: 0] = Cell("a")  // the right half of 日
    buffer[x: 2, y: 0] = Cell("b")  // the left half of 本
    #expect(buffer.lines() == [" ab 語"])
    #expect(buffer.cells.map(\.width) == [1, 1, 1, 1, 2, 0])
    buffer.fill(Rect(x: 5, y: 0, width: 1, height: 1), with: Cell("c"))
    #expect(buffer.lines() == [" ab  c"])
  }

  @Test func aBufferFilledWithAWideCharacterHoldsWholePairs() {
    let buffer = CellBuffer(width: 5, height: 1, filling: Cell("漢"))
    #expect(buffer.lines() == ["漢漢"])
    #expect(buffer.cells.map(\.width) == [2, 0, 2, 0, 1])
  }

  @Test func aStrayContinuationIsABlank() {
    var buffer = CellBuffer(width: 3, height: 1)
    buffer[x: 1, y: 0] = .continuation()
    #expect(!buffer[x: 1, y: 0].isContinuation)
    buffer[x: 2, y: 0] = Cell("漢")  // the last column
    #expect(buffer.lines() == [""])
  }

  @Test func aScreenFollowingAFrameKeepsItsPairs() {
    var frame = CellBuffer(width: 6, height: 1)
    frame.write("a日本", x: 0, y: 0)
    var screen = CellBuffer(width: 6, height: 1)
    screen.write("語語語", x: 0, y: 0)
    screen.apply(frame.changes(since: screen))
    #expect(screen == frame)
  }

  @Test func foldingToASCIIKeepsTheLayout() {
    var buffer = CellBuffer(width: 8, height: 1)
    buffer.write("a日e\u{301}שׁ😀", x: 0, y: 0)
    #expect(buffer.foldedToASCII().lines() == ["a??e???"])
  }

  @Test func latin1LettersFoldToTheirBaseLetter() {
    let folded = ["é", "Ñ", "ß", "Ø", "÷", "ÿ", "Ā", "¿"].map { Character($0).asciiStandIn }
    #expect(folded == ["e", "N", "s", "O", "/", "y", "?", "?"])
  }
}
