import TestSupport
import Testing

@testable import GlanceCore

@Suite struct GlyphsTests {
  private func allCharacters(_ glyphs: Glyphs) -> [Character] {
    let boxes = [glyphs.border, glyphs.focusBorder].flatMap { box in
      [box.horizontal, box.vertical, box.topLeft, box.topRight, box.bottomLeft, box.bottomRight]
    }
    return boxes + glyphs.sparkline + [glyphs.ellipsis, glyphs.separator]
  }

  @Test func asciiSetIsPrintableASCIIOnly() {
    for character in allCharacters(.ascii) {
      #expect(
        character.isASCII && Cell(character).isDrawable && character.unicodeScalars.count == 1,
        "\(character)")
    }
    let bigDigits = BigDigitFont.ascii.glyphs.values.joined().joined()
    #expect(bigDigits.allSatisfy { $0.isASCII })
  }

  @Test func unicodeSetIsSingleColumnAndUsesBoxAndBlockCharacters() {
    for character in allCharacters(.unicode) {
      #expect(Cell(character).width == 1 && Cell(character).character == character, "\(character)")
    }
    #expect(Glyphs.unicode.sparkline.first == "▁" && Glyphs.unicode.sparkline.last == "█")
    #expect(Glyphs.unicode.border.topLeft == "┌")
  }

  @Test(arguments: [Glyphs.unicode, Glyphs.ascii])
  func focusBorderDiffersFromTheNormalBorder(glyphs: Glyphs) {
    #expect(glyphs.border(focused: true) != glyphs.border(focused: false))
    #expect(glyphs.border(focused: true).horizontal != glyphs.border.horizontal)
  }

  @Test func flagChoosesTheSet() {
    #expect(Glyphs.forASCII(true) == .ascii)
    #expect(Glyphs.forASCII(false) == .unicode)
    #expect(RenderContext(ascii: true, color: false) == .plain)
    #expect(RenderContext(ascii: false, color: true) == .standard)
  }

  @Test func sameWidgetDrawsWithTheChosenSet() {
    let panel = PanelWidget(title: "A")
    #expect(renderedText(panel, width: 7, height: 3) == "┌─ A ─┐\n│     │\n└─────┘")
    #expect(
      renderedText(panel, width: 7, height: 3, context: .plain) == "+- A -+\n|     |\n+-----+")
  }

  @Test func bigFontRowsAreRectangular() {
    for font in [BigDigitFont.unicode, .ascii] {
      for (character, rows) in font.glyphs {
        #expect(rows.count == font.height, "\(character)")
        #expect(Set(rows.map(\.count)).count == 1, "\(character)")
      }
    }
  }

  @Test func chartGlyphsReplaceCharactersThatAreNotOneColumn() {
    let chart = ChartGlyphs(
      bar: "漢", partialBars: ["▌", "\u{7}"], gaugeEmpty: "\u{1B}", usesBraille: false,
      joint: "\u{301}")
    #expect([chart.bar, chart.gaugeEmpty, chart.joint] == ["?", "?", "?"])
    #expect(ChartGlyphs(bar: "é", partialBars: [], gaugeEmpty: " ", usesBraille: false).bar == "é")
    #expect(chart.partialBars == ["▌", "?"])
    #expect(Glyphs.ascii.chart == ChartGlyphs.ascii)
    #expect(Glyphs.unicode.chart == ChartGlyphs.unicode)
    let ascii = [ChartGlyphs.ascii.bar, ChartGlyphs.ascii.gaugeEmpty, ChartGlyphs.ascii.joint]
    let allASCII = ascii.allSatisfy { $0.isASCII }
    #expect(allASCII)
  }
}
