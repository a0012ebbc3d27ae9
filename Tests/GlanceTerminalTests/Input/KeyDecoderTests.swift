@preconcurrency import CNcurses
import Testing

@testable import GlanceCore
@testable import GlanceTerminal

/// Raw ncurses input to keys: focus reports, Esc, control keys and decoded key codes.
@Suite struct KeyDecoderTests {
  private func characters(_ text: String) -> [RawInput] {
    text.unicodeScalars.map { .character($0.value) }
  }

  @Test func focusReportsBecomeFocusKeys() {
    #expect(KeyDecoder.decode(characters("\u{1B}[I")) == [.focusIn])
    #expect(KeyDecoder.decode(characters("\u{1B}[O")) == [.focusOut])
    #expect(
      KeyDecoder.decode(characters("a\u{1B}[Ob\u{1B}[I")) == [
        .character("a"), .focusOut, .character("b"), .focusIn,
      ])
  }

  @Test func loneOrUnfinishedEscapeIsTheEscapeKey() {
    #expect(KeyDecoder.decode(characters("\u{1B}")) == [.escape])
    #expect(KeyDecoder.decode(characters("\u{1B}[")) == [.escape, .character("[")])
    #expect(
      KeyDecoder.decode(characters("\u{1B}[X")) == [.escape, .character("["), .character("X")])
    #expect(KeyDecoder.decode(characters("\u{1B}\u{1B}")) == [.escape, .escape])
  }

  @Test func controlCharacters() {
    #expect(KeyDecoder.key(forScalar: 0x03) == .control("c"))
    #expect(KeyDecoder.key(forScalar: 0x0C) == .control("l"))
    #expect(KeyDecoder.key(forScalar: 0x01) == .control("a"))
    #expect(KeyDecoder.key(forScalar: 0x1A) == .control("z"))
    #expect(KeyDecoder.key(forScalar: 0x09) == .tab)
    #expect(KeyDecoder.key(forScalar: 0x0D) == .enter)
    #expect(KeyDecoder.key(forScalar: 0x0A) == .enter)
    #expect(KeyDecoder.key(forScalar: 0x7F) == .backspace)
    #expect(KeyDecoder.key(forScalar: 0x08) == .backspace)
  }

  @Test func printableCharacters() {
    #expect(
      KeyDecoder.decode(characters(" q?é")) == [
        .character(" "), .character("q"), .character("?"), .character("é"),
      ])
    #expect(KeyDecoder.key(forScalar: 0xD800) == .unknown(0xD800))
  }

  @Test func ncursesKeyCodes() {
    #expect(KeyDecoder.key(forCode: KEY_UP) == .up)
    #expect(KeyDecoder.key(forCode: KEY_DOWN) == .down)
    #expect(KeyDecoder.key(forCode: KEY_LEFT) == .left)
    #expect(KeyDecoder.key(forCode: KEY_RIGHT) == .right)
    #expect(KeyDecoder.key(forCode: KEY_BTAB) == .backTab)
    #expect(KeyDecoder.key(forCode: KEY_ENTER) == .enter)
    #expect(KeyDecoder.key(forCode: KEY_BACKSPACE) == .backspace)
    #expect(KeyDecoder.key(forCode: KEY_PPAGE) == .pageUp)
    #expect(KeyDecoder.key(forCode: KEY_NPAGE) == .pageDown)
    #expect(KeyDecoder.key(forCode: KEY_HOME) == .home)
    #expect(KeyDecoder.key(forCode: KEY_END) == .end)
    #expect(KeyDecoder.key(forCode: KEY_RESIZE) == .unknown(Int(KEY_RESIZE)))
  }

  @Test(arguments: [1, 2, 12, 24])
  func functionKeys(number: Int) {
    let code = KEY_F0 + Int32(number)
    #expect(KeyDecoder.decode([.keyCode(code)]) == [.function(number)])
  }

  @Test func functionKeysOutsideOneToTwentyFourAreUnknown() {
    #expect(KeyDecoder.key(forCode: KEY_F0) == .unknown(Int(KEY_F0)))
    #expect(KeyDecoder.key(forCode: KEY_F0 + 25) == .unknown(Int(KEY_F0 + 25)))
  }
}
