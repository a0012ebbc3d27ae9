import Testing

@testable import Dashboard

/// Inputs the fuzzers of Tests/Fuzz found (see Tests/Fuzz/README.md) in the demo's command
/// line, kept as regressions. Those of the kit's parsers are in GlanceTests
/// (`DurationFuzzFindingsTests`) and GlanceCoreTests (`FuzzRegressionTests`).
@Suite struct FuzzFindingsTests {
  /// The command reports them as bad values and exits with a usage error.
  @Test(arguments: [["--duration", "1e300s"], ["--interval", "9300000000s"]])
  func hugeDurationOptionsAreUsageErrors(arguments: [String]) {
    #expect {
      try DashboardCommand.parse(["--headless"] + arguments)
    } throws: { DashboardCommand.message(for: $0).contains(arguments[1]) }
  }
}
