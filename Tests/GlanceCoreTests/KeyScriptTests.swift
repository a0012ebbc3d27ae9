import Testing

@testable import GlanceCore

/// The `--keys` script of headless mode.
@Suite struct KeyScriptTests {
  @Test func plainCharactersAreKeyPresses() throws {
    #expect(
      try KeyScript.parse("11a d") == [
        .character("1"), .character("1"), .character("a"), .character(" "), .character("d"),
      ])
    #expect(try KeyScript.parse("") == [])
    #expect(try KeyScript.parse("\t") == [.tab])
  }

  @Test(arguments: [
    ("<tab>", Key.tab), ("<s-tab>", .backTab), ("<backtab>", .backTab), ("<esc>", .escape),
    ("<escape>", .escape), ("<enter>", .enter), ("<cr>", .enter), ("<return>", .enter),
    ("<space>", .character(" ")), ("<bs>", .backspace), ("<backspace>", .backspace),
    ("<up>", .up), ("<down>", .down), ("<left>", .left), ("<right>", .right),
    ("<pgup>", .pageUp), ("<pageup>", .pageUp), ("<pgdn>", .pageDown), ("<pagedown>", .pageDown),
    ("<home>", .home), ("<end>", .end),
    ("<lt>", .character("<")), ("<focus-in>", .focusIn), ("<focus-out>", .focusOut),
    ("<f1>", .function(1)), ("<F12>", .function(12)), ("<f24>", .function(24)),
    ("<c-l>", .control("l")), ("<C-C>", .control("c")),
  ])
  func namedKeys(script: String, key: Key) throws {
    #expect(try KeyScript.parse(script) == [key])
  }

  @Test func namedKeysMixWithCharacters() throws {
    #expect(
      try KeyScript.parse("1<tab>?<esc>q") == [
        .character("1"), .tab, .character("?"), .escape, .character("q"),
      ])
  }

  @Test(arguments: ["<nope>", "<f0>", "<f25>", "<c-1>", "<c-ab>", "<>"])
  func unknownNamesAreErrors(script: String) {
    let name = script.dropFirst().dropLast().lowercased()
    #expect(
      throws: KeyScript.ParseError(
        description: "unknown key name <\(name)> in --keys (try <tab>, <esc>, <f1>, <c-l>)")
    ) {
      try KeyScript.parse(script)
    }
  }

  @Test func unterminatedNameIsAnError() {
    #expect(throws: KeyScript.ParseError(description: "unterminated key name in --keys: \"<tab\""))
    {
      try KeyScript.parse("12<tab")
    }
  }
}
