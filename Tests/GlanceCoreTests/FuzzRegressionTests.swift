import Testing

@testable import GlanceCore

/// Inputs the fuzzers found breaking a rule of GlanceCore (the widgets fuzzer of
/// Tests/Fuzz/GlanceCore, and the `key-script` and `size` fuzzers), kept as tests.
@Suite struct FuzzRegressionTests {
  /// A sweeping sparkline's cursor came from `total - shown + offset`, which overflowed (a
  /// crash) for a total near `Int.min`.
  @Test(arguments: [Int.min, Int.min + 1, Int.max, -1])
  func sweepingSparklineTakesAnyTotal(total: Int) {
    var buffer = CellBuffer(width: 4, height: 1)
    SparklineWidget([1, 2, 3], layout: .sweeping(total: total)).render(
      into: &buffer, area: buffer.bounds, context: .plain)
    #expect(buffer.cells.filter { $0.character != " " }.count == 3)
  }

  /// `key-script` fuzzer: a combining mark right after a key name joins the `>` into one
  /// character, and the script was refused as "unterminated" although the name is closed.
  @Test func combiningMarkAfterAKeyNameIsAKeyOfItsOwn() throws {
    #expect(
      try KeyScript.parse("\t\u{0741}\u{11}\t") == [
        .tab, .character("\u{0741}"), .character("\u{11}"), .tab,
      ])
    #expect(try KeyScript.parse("<tab>\u{0741}") == [.tab, .character("\u{0741}")])
    #expect(
      try KeyScript.parse("<c-l>\u{301}x") == [
        .control("l"), .character("\u{301}"), .character("x"),
      ])
    #expect(try KeyScript.parse("<lt>\u{301}") == [.character("<"), .character("\u{301}")])
  }

  @Test func prependedMarkBeforeAKeyNameIsAKeyOfItsOwn() throws {
    // U+0601 is of Unicode's Prepend class: it joins the `<` after it into one character.
    #expect(try KeyScript.parse("\u{0601}<tab>") == [.character("\u{0601}"), .tab])
    #expect(
      try KeyScript.parse("<tab>\u{0601}<tab><tab>") == [
        .tab, .character("\u{0601}"), .tab, .tab,
      ])
    // A combining mark on the `<` itself keeps it an ordinary key (this once looped forever).
    #expect(try KeyScript.parse("a<\u{301}") == [.character("a"), .character("<\u{301}")])
  }

  /// `size` fuzzer: empty parts were dropped, so stray separators passed as a size.
  @Test(arguments: ["9x8x", "100xx30", "x100x30", "100x30×", "×80x24", "80XX24"])
  func straySeparatorsAreRefused(text: String) {
    #expect(TerminalSize(parsing: text) == nil)
  }
}
