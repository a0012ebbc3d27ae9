import Testing

@testable import Dashboard

@Suite struct CellTests {
  @Test(arguments: ["a", "Z", " ", "~", "é", "─", "█", "…", "░", "π", "€"] as [Character])
  func narrowCharactersAreKept(character: Character) {
    #expect(Cell(character).character == character)
  }

  @Test(
    arguments: [
      "漢", "한", "Ａ", "😀", "\u{7}", "\n", "\t", "\u{200B}", "e\u{301}", "👍🏽", "\u{E000}",
    ] as [Character])
  func wideControlAndClusteredCharactersAreReplaced(character: Character) {
    #expect(Cell(character).character == Cell.replacement)
  }

  @Test func scalarIsTheSingleScalar() {
    #expect(Cell("─").scalar == "\u{2500}")
    #expect(Cell("😀").scalar == "?")
  }
}

@Suite struct StyleTests {
  @Test func modifiersAccumulateAttributes() {
    let style = Style(.accent).bold.underlined
    #expect(style == Style(.accent, [.bold, .underline]))
    #expect(style.reversed.attributes == [.bold, .underline, .reverse])
    #expect(Style.normal.dim.attributes == .dim)
  }

  @Test func monochromeKeepsMeaningfulRolesDistinguishable() {
    #expect(Style(.highlight).effectiveAttributes(colorEnabled: false).contains(.reverse))
    #expect(Style(.footerKey).effectiveAttributes(colorEnabled: false).contains(.reverse))
    #expect(Style(.focusBorder).effectiveAttributes(colorEnabled: false).contains(.bold))
    #expect(Style(.muted).effectiveAttributes(colorEnabled: false) == .dim)
    #expect(Style(.normal).effectiveAttributes(colorEnabled: false).isEmpty)
  }

  @Test func colourModeUsesOnlyExplicitAttributes() {
    #expect(Style(.highlight).effectiveAttributes(colorEnabled: true).isEmpty)
    #expect(Style(.muted).underlined.effectiveAttributes(colorEnabled: true) == .underline)
  }

  @Test func roleCodesAreUnique() {
    let codes = ColorRole.allCases.map(\.code)
    #expect(Set(codes).count == codes.count)
  }
}
