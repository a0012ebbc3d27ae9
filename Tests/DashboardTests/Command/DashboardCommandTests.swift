import ArgumentParser
import Testing

@testable import Dashboard
@testable import GlanceCore
@testable import GlanceTerminal

/// Command-line options, validated before anything runs.
@Suite struct DashboardCommandTests {
  @Test func defaults() throws {
    let command = try DashboardCommand.parse([])
    #expect(command.interval.duration == .seconds(1))
    #expect(command.fps == 30)
    #expect(command.seed == nil)
    #expect(!command.headless)
    #expect(command.size == "100x30")
  }

  @Test func headlessOptions() throws {
    let command = try DashboardCommand.parse([
      "--headless", "--size", "120x40", "--keys", "11a<tab>d", "--duration", "2s",
      "--interval", "250ms", "--seed", "7", "--fps", "60", "--ascii", "--no-color",
    ])
    #expect(command.headless)
    #expect(command.size == "120x40")
    #expect(command.keys == "11a<tab>d")
    #expect(command.duration.duration == .seconds(2))
    #expect(command.interval.duration == .milliseconds(250))
    #expect(command.seed == 7)
    #expect(command.fps == 60)
    #expect(command.ascii)
    #expect(command.noColor)
  }

  @Test(arguments: [
    (["--interval", "0s"], "--interval must be between 100µs and 1m, got 0ns"),
    (["--interval", "99us"], "--interval must be between 100µs and 1m, got 99µs"),
    (["--interval", "2m"], "--interval must be between 100µs and 1m, got 2m"),
    (["--interval", "soon"], "soon"),
    (["--fps", "0"], "--fps must be between 1 and 240, got 0"),
    (["--fps", "241"], "--fps must be between 1 and 240, got 241"),
    (["--size", "100"], "--size must look like 100x30, got '100'"),
    (["--size", "axb"], "--size must look like 100x30, got 'axb'"),
    (["--keys", "1<nope>"], "unknown key name <nope>"),
    (["--keys", "<tab"], "unterminated key name"),
    (["--duration", "11m"], "--duration must be at most 10m, got 11m"),
  ])
  func badOptionsAreErrors(arguments: [String], message: String) {
    do {
      _ = try DashboardCommand.parse(arguments)
      Issue.record("\(arguments) parsed without an error")
    } catch {
      let text = DashboardCommand.fullMessage(for: error)
      #expect(text.contains(message), "\(text)")
      #expect(DashboardCommand.exitCode(for: error) == .validationFailure)
    }
  }

  @Test func versionPrintsTheVersion() {
    do {
      _ = try DashboardCommand.parseAsRoot(["--version"])
      Issue.record("--version did not exit")
    } catch {
      #expect(DashboardCommand.message(for: error) == DashboardCommand.version)
      #expect(DashboardCommand.exitCode(for: error) == .success)
    }
  }
}
