import ArgumentParser
import Foundation
import Glance
import GlanceServe

/// The `dashboard` command: the board's options (``BoardArguments``) and the demo's own.
@main
struct DashboardCommand: ParsableCommand {
  static let version = "0.1.0"

  static let configuration = CommandConfiguration(
    commandName: "dashboard",
    abstract: "The observer pattern, live: numbers from a thread, a cart, app lifecycle events.",
    version: version)

  /// Runs the command; `--help` also lists the demo's keys.
  static func main() {
    MainActor.assumeIsolated {
      main(keysOf: { DashboardDemo(configuration: DashboardConfiguration()).board })
    }
  }

  /// The board's options.
  @OptionGroup var board: BoardArguments

  /// Time between random numbers.
  @Option(
    help: ArgumentHelp("Time between random numbers, 100us-60s.", valueName: "time"))
  var interval = DurationArgument(.seconds(1))

  /// Seeds the numbers and the products `a` adds.
  @Option(
    help: ArgumentHelp(
      "Seed the numbers and products; headless, also run in virtual time.", valueName: "n"))
  var seed: UInt64?

  func validate() throws {
    let bounds = RandomNumberThread.intervalBounds
    guard bounds.contains(interval.duration) else {
      throw ValidationError(
        "--interval must be between \(DurationArgument.format(bounds.lowerBound)) and "
          + "\(DurationArgument.format(bounds.upperBound)), got '\(interval)'")
    }
  }

  /// The demo's settings.
  var demoConfiguration: DashboardConfiguration {
    DashboardConfiguration(interval: interval.duration, seed: seed)
  }

  /// The board's options; a seeded headless run is deterministic, in virtual time.
  func boardOptions() -> BoardOptions {
    var options = board.options()
    options.virtualTime = options.virtualTime || (options.headless && seed != nil)
    return options
  }

  func run() {
    let (configuration, options) = (demoConfiguration, boardOptions())
    MainActor.assumeIsolated {
      let demo = DashboardDemo(configuration: configuration)
      // GLANCE_SERVE=1 serves the board for `glance attach` in another terminal.
      if !options.headless { demo.board.serveIfRequested() }
      withExtendedLifetime(demo) { demo.board.run(options: options) }
    }
  }
}

/// What the demo takes from the command line.
struct DashboardConfiguration: Sendable, Equatable {
  var interval: Duration = .seconds(1)
  /// Seeds the numbers and the products `a` adds; random when `nil`.
  var seed: UInt64?
}
