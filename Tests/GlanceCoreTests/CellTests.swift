import Testing

@testable import GlanceCore

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

@Suite struct ColumnWidthTests {
  /// The ranges decided without Unicode properties must agree with the properties.
  @Test func fastRangesAgreeWithTheFullClassification() {
    for value in Array(0x00...0x7F) + Array(0xA0...0xFF) + Array(0x2500...0x259F) {
      let scalar = Unicode.Scalar(UInt32(value))!
      #expect(
        ColumnWidth.isSingleColumn(scalar) == ColumnWidth.classify(scalar),
        "U+\(String(value, radix: 16))")
    }
    #expect(!ColumnWidth.isSingleColumn(Unicode.Scalar(0xAD)!))  // soft hyphen: a format character
  }
}

@Suite struct CellBufferASCIIWriteTests {
  /// Printable ASCII takes a byte-wise path; it must draw exactly what the per-character path
  /// draws, and anything else (here a CR LF pair, one character of two scalars) must not take it.
  @Test func asciiAndMixedStringsDrawTheSame() {
    func perCharacter(_ string: String, x: Int) -> CellBuffer {
      var buffer = CellBuffer(width: 8, height: 1)
      var column = x
      for character in string {
        buffer[x: column, y: 0] = Cell(character, style: Style(.accent))
        column += 1
      }
      return buffer
    }
    for (string, x) in [("abc def~", 0), ("xyz", -1), ("a\r\nb", 1), ("é─ab", 2), ("", 3)] {
      var buffer = CellBuffer(width: 8, height: 1)
      let advanced = buffer.write(string, x: x, y: 0, style: Style(.accent))
      #expect(buffer == perCharacter(string, x: x), "\(string)")
      #expect(advanced == string.count)
    }
  }
}
