import Glance
import Testing

@testable import Dashboard
@testable import GlanceCore
@testable import GlanceTerminal

/// Command-line options, validated before anything runs.
@Suite struct DashboardCommandTests {
  func parse(_ arguments: [String]) throws -> (BoardOptions, DashboardConfiguration) {
    var options = try BoardOptions.parse(arguments, adding: DashboardCommand.programOptions)
    let configuration = DashboardCommand.configure(&options)
    return (options, configuration)
  }

  @Test func defaults() throws {
    let (options, configuration) = try parse([])
    #expect(configuration == DashboardConfiguration(interval: .seconds(1), seed: nil))
    #expect(options.framesPerSecond == nil)  // the board's own default, 30
    #expect(!options.headless && !options.virtualTime)
    #expect(options.size == TerminalSize(columns: 100, rows: 30))
  }

  @Test func headlessOptions() throws {
    let (options, configuration) = try parse([
      "--headless", "--size", "120x40", "--keys", "11a<tab>d", "--duration", "2s",
      "--interval", "250ms", "--seed", "7", "--fps", "60", "--ascii", "--no-color",
    ])
    #expect(options.headless)
    #expect(options.size == TerminalSize(columns: 120, rows: 40))
    #expect(options.keys == (try KeyScript.parse("11a<tab>d")))
    #expect(options.duration == .seconds(2))
    #expect(configuration.interval == .milliseconds(250))
    #expect(configuration.seed == 7)
    #expect(options.framesPerSecond == 60)
    #expect(options.asciiOnly && !options.colorEnabled)
    // Seeded and headless: the run is deterministic, in virtual time.
    #expect(options.virtualTime)
    #expect(try !parse(["--seed", "7"]).0.virtualTime)
  }

  @Test(arguments: [
    (["--interval", "0s"], "--interval must be between 100µs and 1m, got '0s'"),
    (["--interval", "99us"], "--interval must be between 100µs and 1m, got '99us'"),
    (["--interval", "2m"], "--interval must be between 100µs and 1m, got '2m'"),
    (["--interval", "soon"], "got 'soon'"),
    (["--interval"], "--interval needs a value"),
    (["--seed", "-1"], "--seed must be a whole number"),
    (["--fps", "0"], "--fps must be between 1 and 240, got '0'"),
    (["--fps", "241"], "--fps must be between 1 and 240, got '241'"),
    (["--size", "100"], "--size must look like 100x30, got '100'"),
    (["--size", "axb"], "--size must look like 100x30, got 'axb'"),
    (["--keys", "1<nope>"], "unknown key name <nope>"),
    (["--keys", "<tab"], "unterminated key name"),
    (["--duration", "11m"], "at most 10m, got '11m'"),
    (["--frobnicate"], "unknown option '--frobnicate'"),
  ])
  func badOptionsAreErrors(arguments: [String], message: String) {
    #expect {
      try parse(arguments)
    } throws: { "\($0)".contains(message) }
  }

  @Test func versionIsAFlagAndTheHelpListsTheDemosOptions() throws {
    let (options, _) = try parse(["--version"])
    #expect(options.value(of: DashboardCommand.versionFlag) == "")
    #expect(try parse([]).0.value(of: DashboardCommand.versionFlag) == nil)
    let usage = BoardOptions.usage(adding: DashboardCommand.programOptions)
    for name in ["--interval <TIME>", "--seed <N>", "--version", "--headless"] {
      #expect(usage.contains(name))
    }
  }
}
