import TestSupport
import Testing

@testable import GlanceCore

@Suite struct CellTests {
  @Test(arguments: ["a", "Z", " ", "~", "é", "─", "█", "…", "░", "π", "€"] as [Character])
  func narrowCharactersAreKept(character: Character) {
    #expect(Cell(character).character == character)
  }

  @Test(arguments: ["漢", "한", "Ａ", "😀", "\u{3000}"] as [Character])
  func wideCharactersTakeTwoColumns(character: Character) {
    let cell = Cell(character)
    #expect(cell.isWide && cell.width == 2 && cell.character == character)
  }

  @Test func marksJoinTheirBase() {
    let cell = Cell("e\u{301}")
    #expect(cell.width == 1 && cell.scalar == "e")
    #expect(cell.unicodeScalars == ["e", "\u{301}"])
    #expect(cell.character == "e\u{301}")
  }

  @Test func onlyThreeJoinedScalarsAreKept() {
    let cell = Cell("a\u{301}\u{302}\u{303}\u{304}")
    #expect(cell.unicodeScalars == ["a", "\u{301}", "\u{302}", "\u{303}"])
  }

  /// One joined scalar is stored in the cell, two or three as a numbered combination: either
  /// way, equal characters make equal cells (with equal hashes), and characters that differ in
  /// any joined scalar, or in style, make different ones.
  @Test func cellsOfJoinedScalarsAreEqualExactlyWhenTheirCharactersAre() {
    let characters: [Character] = [
      "a\u{301}", "a\u{302}", "a\u{301}\u{302}", "a\u{302}\u{301}", "a\u{301}\u{302}\u{303}",
      "b\u{301}\u{302}", "\u{2764}\u{FE0F}",
    ]
    for (index, character) in characters.enumerated() {
      let cell = Cell(character)
      let again = Cell(character)
      #expect(cell == again && cell.hashValue == again.hashValue)
      #expect(cell.character == character)
      #expect(cell.hasJoinedScalars)
      #expect(cell != Cell(character, style: Style(.accent)))
      for (other, otherCharacter) in characters.enumerated() where other != index {
        #expect(cell != Cell(otherCharacter), "\(character) and \(otherCharacter)")
      }
    }
  }

  @Test func aJoinedCombinationKeepsItsWidthAndStyle() {
    var cell = Cell("漢\u{301}\u{302}", style: Style(.warning).bold)
    #expect(cell.isWide && cell.width == 2 && !cell.isContinuation)
    #expect(cell.style == Style(.warning).bold)
    cell.style = Style(.muted)
    #expect(cell.unicodeScalars == ["漢", "\u{301}", "\u{302}"])
    #expect(cell.style == Style(.muted) && cell.isWide)
  }

  @Test(arguments: ["\u{7}", "\n", "\t", "\u{9B}", "\u{378}"] as [Character])
  func controlAndUnassignedScalarsShowAsTheReplacementCharacter(character: Character) {
    #expect(Cell(character).character == "\u{FFFD}")
  }

  @Test func aCharacterOfDroppedScalarsIsASpace() {
    #expect(Cell("\u{200B}").character == " ")
    #expect(Cell("\u{202E}").character == " ")
  }

  @Test func scalarIsTheBase() {
    #expect(Cell("─").scalar == "\u{2500}")
    #expect(Cell("😀").scalar == "😀")
    #expect(Cell.continuation().scalar == " " && Cell.continuation().width == 0)
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
