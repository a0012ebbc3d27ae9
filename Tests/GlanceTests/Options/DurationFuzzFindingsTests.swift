import Glance
import Testing

/// Inputs the `duration` fuzzer of Tests/Fuzz found in `DurationArgument` (see
/// Tests/Fuzz/README.md), kept as regressions.
@Suite struct DurationFuzzFindingsTests {
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
}
