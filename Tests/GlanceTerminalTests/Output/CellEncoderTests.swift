import Testing

@testable import GlanceCore
@testable import GlanceTerminal

/// The bytes a frame's changed cells become on the terminal (ECMA-48 sequences, as terminfo
/// gives them for xterm and tmux).
@Suite struct CellEncoderTests {
  private let size = TerminalSize(columns: 10, rows: 3)

  private func encoded(
    _ changes: [CellChange], repaint: Bool = false, color: Bool = true, utf8: Bool = true
  ) -> String {
    var encoder = CellEncoder(capabilities: .ecma48, colorEnabled: color, utf8: utf8)
    encoder.encode(changes, repaint: repaint, size: size)
    return String(decoding: encoder.bytes, as: UTF8.self)
  }

  private func change(_ x: Int, _ y: Int, _ text: Character, _ style: Style = .normal)
    -> CellChange
  {
    CellChange(x: x, y: y, cell: Cell(text, style: style))
  }

  @Test func movesTheCursorOnlyToCellsThatDoNotFollowTheLastOne() {
    let bytes = encoded([change(0, 0, "a"), change(1, 0, "b"), change(5, 1, "c")])
    #expect(bytes == "\u{1B}[1;1H\u{1B}[mab\u{1B}[2;6Hc")
  }

  /// Down and back one column (a sparkline's next row), right along a row, and up-and-left
  /// where the absolute address is shorter.
  @Test func movesRelativelyWhenThatIsShorter() {
    let bytes = encoded([
      change(3, 0, "a"), change(3, 1, "b"), change(8, 1, "c"), change(2, 0, "d"),
    ])
    #expect(bytes == "\u{1B}[1;4H\u{1B}[ma\u{1B}[B\u{8}b\u{1B}[4Cc\u{1B}[1;3Hd")
    var moves: [UInt8] = []
    TerminalCapabilities.CursorAddressing.ecma48.appendMove(
      from: (120, 130), to: 118, column: 133, to: &moves)
    #expect(String(decoding: moves, as: UTF8.self) == "\u{1B}[2A\u{1B}[3C")
    moves.removeAll()
    TerminalCapabilities.CursorAddressing.ecma48.appendMove(
      from: (20, 50), to: 2, column: 140, to: &moves)
    #expect(String(decoding: moves, as: UTF8.self) == "\u{1B}[3;141H")
  }

  @Test func afterTheLastColumnTheCursorIsPlacedAgain() {
    let bytes = encoded([change(9, 0, "a"), change(0, 1, "b")])
    #expect(bytes == "\u{1B}[1;10H\u{1B}[ma\u{1B}[2;1Hb")
  }

  @Test func sendsAttributesOnlyWhenTheStyleChanges() {
    let bold = Style.normal.bold
    let bytes = encoded([change(0, 0, "x", bold), change(1, 0, "y", bold), change(2, 0, "z")])
    #expect(bytes == "\u{1B}[1;1H\u{1B}[m\u{1B}[1mxy\u{1B}[mz")
  }

  @Test func addsAttributesWithoutResettingAndResetsToRemoveOne() {
    let bold = Style.normal.bold
    let boldUnderlined = bold.underlined
    let bytes = encoded([
      change(0, 0, "a", bold), change(1, 0, "b", boldUnderlined), change(2, 0, "c", bold),
    ])
    #expect(bytes == "\u{1B}[1;1H\u{1B}[m\u{1B}[1ma\u{1B}[4mb\u{1B}[m\u{1B}[1mc")
  }

  @Test func colorsRolesAndGoesBackToTheDefaultColors() {
    let bytes = encoded([
      change(0, 0, "a", Style(.highlight)), change(1, 0, "b", Style(.title)), change(2, 0, "c"),
    ])
    #expect(
      bytes == "\u{1B}[1;1H\u{1B}[m\u{1B}[30m\u{1B}[46ma\u{1B}[39;49m\u{1B}[36mb\u{1B}[39;49mc")
  }

  @Test func inMonochromeRolesBecomeAttributes() {
    let bytes = encoded([change(0, 0, "a", Style(.highlight)), change(1, 0, "b")], color: false)
    #expect(bytes == "\u{1B}[1;1H\u{1B}[m\u{1B}[7ma\u{1B}[mb")
  }

  @Test func aRepaintClearsTheScreenWithTheDefaultPenFirst() {
    let bytes = encoded([change(0, 0, "a"), change(1, 0, "b")], repaint: true)
    #expect(bytes == "\u{1B}[m\u{1B}[H\u{1B}[2Jab")
  }

  @Test func writesCharactersInUTF8OrAsReplacementsOutsideAUTF8Locale() {
    #expect(encoded([change(0, 0, "█")]) == "\u{1B}[1;1H\u{1B}[m█")
    #expect(encoded([change(0, 0, "█")], utf8: false) == "\u{1B}[1;1H\u{1B}[m?")
  }

  @Test func encodesScalarsOfEveryUTF8LengthAsStringsDo() {
    let scalars: [Unicode.Scalar] = [
      "A", "~", "\u{A0}", "é", "\u{7FF}", "\u{800}", "█",
      "\u{FFFD}", "\u{10000}", "\u{1D400}", "\u{10FFFF}",
    ]
    for scalar in scalars {
      var encoder = CellEncoder(capabilities: .ecma48, colorEnabled: false, utf8: true)
      let cell = Cell(singleColumn: scalar)
      encoder.encode([CellChange(x: 1, y: 0, cell: cell)], repaint: false, size: size)
      #expect(encoder.bytes.suffix(scalar.utf8.count).elementsEqual(String(scalar).utf8))
    }
  }

  @Test func controlCharactersNeverReachTheTerminal() {
    for value in Array(0x00...0x1F) + Array(0x7F...0x9F) {
      let cell = Cell(singleColumn: Unicode.Scalar(UInt32(value))!)
      var encoder = CellEncoder(capabilities: .ecma48, colorEnabled: false, utf8: true)
      encoder.encode([CellChange(x: 1, y: 0, cell: cell)], repaint: false, size: size)
      #expect(encoder.bytes.last == UInt8(ascii: "?"), "U+\(String(value, radix: 16))")
    }
  }

  /// A wide character is written once, by its lead; the cursor then stands two columns on.
  @Test func wideCharactersAreWrittenByTheirLeadAndAdvanceTwoColumns() {
    var frame = CellBuffer(width: 10, height: 1)
    frame.write("漢a", x: 0, y: 0)
    #expect(encoded(frame.allCells()) == "\u{1B}[1;1H\u{1B}[m漢a       ")
    #expect(encoded(frame.allCells(), utf8: false) == "\u{1B}[1;1H\u{1B}[m??a       ")
  }

  /// Where writing the last cell would scroll, a wide character ending there is a space.
  @Test func aWideCharacterEndingInTheLastCellIsNotWrittenWhereThatScrolls() {
    var capabilities = TerminalCapabilities.ecma48
    capabilities.lastCellScrolls = true
    var frame = CellBuffer(width: 4, height: 1)
    frame.write("ab漢", x: 0, y: 0)
    var encoder = CellEncoder(capabilities: capabilities, colorEnabled: false, utf8: true)
    encoder.encode(frame.allCells(), repaint: false, size: TerminalSize(columns: 4, rows: 1))
    #expect(String(decoding: encoder.bytes, as: UTF8.self) == "\u{1B}[1;1H\u{1B}[mab ")
  }

  @Test func marksAreWrittenWithTheirBase() {
    let cell = Cell("e\u{301}")
    #expect(encoded([CellChange(x: 0, y: 0, cell: cell)]) == "\u{1B}[1;1H\u{1B}[me\u{301}")
    #expect(encoded([CellChange(x: 0, y: 0, cell: cell)], utf8: false) == "\u{1B}[1;1H\u{1B}[me")
  }

  /// Terminals draw emoji sequences their own way (a skin tone joined to its emoji, emoji
  /// joined by U+200D): after an emoji the next cell is addressed, so the row stays aligned.
  @Test func theCursorIsAddressedAgainAfterAnEmoji() {
    var frame = CellBuffer(width: 10, height: 1)
    frame.write("👍🏽ab", x: 0, y: 0)
    let changes = frame.allCells().filter { $0.x < 6 }
    #expect(encoded(changes) == "\u{1B}[1;1H\u{1B}[m👍\u{1B}[1;3H🏽\u{1B}[1;5Hab")
    var flag = CellBuffer(width: 10, height: 1)
    flag.write("🇯🇵", x: 0, y: 0)
    #expect(encoded(flag.allCells().filter { $0.x < 2 }) == "\u{1B}[1;1H\u{1B}[m🇯🇵")
  }

  @Test func cursorAddressesAreOneBasedDecimals() {
    var bytes: [UInt8] = []
    for (row, column) in [(0, 8), (9, 99), (999, 1233), (10_000, 99_999)] {
      bytes.removeAll()
      TerminalCapabilities.CursorAddressing.ecma48.append(row: row, column: column, to: &bytes)
      #expect(String(decoding: bytes, as: UTF8.self) == "\u{1B}[\(row + 1);\(column + 1)H")
    }
  }
}
