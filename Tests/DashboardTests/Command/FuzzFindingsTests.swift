import Glance
import Testing

@testable import Dashboard
@testable import GlanceCore
@testable import GlanceTerminal

/// Inputs the fuzzers of Tests/Fuzz found (see Tests/Fuzz/README.md), kept as regressions.
@Suite struct FuzzFindingsTests {
  /// `duration` fuzzer: huge numbers trapped converting to `Int64` nanoseconds
  /// (`dashboard --duration 1e300s` crashed instead of reporting a bad value).
  @Test(arguments: [
    "1e300s", "9300000000s", "1e30s", "9223372036.854775807s", "153722868m", "2562048h",
    "1e19ns", "9.3e15us", "1e400",
  ])
  func hugeDurationsAreRefused(text: String) {
    #expect(DurationArgument(argument: text) == nil)
  }

  /// The largest durations the parser accepts still parse, just under the `Int64` limit.
  @Test func durationsJustUnderTheLimitParse() {
    #expect(DurationArgument(argument: "9223372036s")?.duration == .seconds(9_223_372_036))
    #expect(
      DurationArgument(argument: "9e18ns")?.duration == .nanoseconds(9_000_000_000_000_000_000))
  }

  /// `duration` fuzzer: the display form overflowed `Int64` for durations over ~292 years
  /// (the validation message shows the value, so it must not trap).
  @Test(arguments: [
    Duration.seconds(Int64.max), .seconds(42_949_672_960), .nanoseconds(Int64.max),
    Duration(secondsComponent: Int64.max, attosecondsComponent: 999_999_999_999_999_999),
  ])
  func everyDurationHasADisplayForm(duration: Duration) {
    #expect(!DurationArgument.format(duration).isEmpty)
  }

  @Test func longestDurationsDisplayExactly() {
    #expect(DurationArgument.format(.seconds(Int64.max)) == "9223372036854775807s")
    #expect(DurationArgument.format(.seconds(60 * 1_000_000_000)) == "1000000000m")
  }

  /// `duration` fuzzer: `9223.7h` parses a few nanoseconds short of 553422 minutes, which
  /// showed as `33205320s`, while that text parses to exact minutes and shows as `553422m`: the
  /// display was not a fixed point.
  @Test(arguments: ["9223.7h", "33205320s", "553422m", "1.1m", "0.5h", "59.99s", "90s"])
  func displayIsAFixedPoint(text: String) throws {
    let shown = try #require(DurationArgument(argument: text)).description
    #expect(DurationArgument(argument: shown)?.description == shown, "\(text) → \(shown)")
  }

  @Test func nearlyWholeMinutesShowAsMinutes() {
    #expect(DurationArgument(argument: "9223.7h")?.description == "553422m")
    #expect(DurationArgument.format(.nanoseconds(33_205_319_999_999_996)) == "553422m")
    #expect(DurationArgument.format(.nanoseconds(59_999_999_999)) == "1m")
  }

  /// The command reports them as bad values and exits with a usage error.
  @Test(arguments: [["--duration", "1e300s"], ["--interval", "9300000000s"]])
  func hugeDurationOptionsAreUsageErrors(arguments: [String]) {
    #expect {
      try DashboardCommand.parse(["--headless"] + arguments)
    } throws: { DashboardCommand.message(for: $0).contains(arguments[1]) }
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

  /// `size` fuzzer: empty parts were dropped, so stray separators passed as a size.
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

  @Test(arguments: ["9x8x", "100xx30", "x100x30", "100x30×", "×80x24", "80XX24"])
  func straySeparatorsAreRefused(text: String) {
    #expect(TerminalSize(parsing: text) == nil)
  }
}
