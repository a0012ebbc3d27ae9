import ArgumentParser
import Glance
import Testing

@testable import Dashboard
@testable import GlanceCore

/// Command-line options, validated before anything runs.
@MainActor
@Suite struct DashboardCommandTests {
  func parse(_ arguments: [String]) throws -> (BoardOptions, DashboardConfiguration) {
    let command = try DashboardCommand.parse(arguments)
    return (command.boardOptions(), command.demoConfiguration)
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
    (["--interval", "0s"], "--interval must be between 100µs and 1m, got '0ns'"),
    (["--interval", "99us"], "--interval must be between 100µs and 1m, got '99µs'"),
    (["--interval", "2m"], "--interval must be between 100µs and 1m, got '2m'"),
    (["--interval", "soon"], "The value 'soon' is invalid for '--interval <time>'"),
    (["--interval"], "Missing value for '--interval <time>'"),
    (["--seed", "-1"], "--seed <n>"),
    (["--fps", "0"], "--fps must be between 1 and 240, got '0'"),
    (["--fps", "241"], "--fps must be between 1 and 240, got '241'"),
    (["--size", "100"], "--size must look like 100x30, got '100'"),
    (["--size", "axb"], "--size must look like 100x30, got 'axb'"),
    (["--keys", "1<nope>"], "unknown key name <nope>"),
    (["--keys", "<tab"], "unterminated key name"),
    (["--duration", "11m"], "at most 10m, got '11m'"),
    (["--frobnicate"], "Unknown option '--frobnicate'"),
  ])
  func badOptionsAreUsageErrors(arguments: [String], message: String) {
    #expect {
      try parse(arguments)
    } throws: { error in
      DashboardCommand.message(for: error).contains(message)
        && DashboardCommand.exitCode(for: error) == .validationFailure
    }
  }

  @Test func versionAndTheHelpListTheDemosOptionsAndKeys() {
    #expect(DashboardCommand.configuration.version == DashboardCommand.version)
    let help = DashboardCommand.helpMessage(columns: 100)
    for text in [
      "--interval <time>", "--seed <n>", "--version", "--headless",
    ] {
      #expect(help.contains(text))
    }
  }
}
