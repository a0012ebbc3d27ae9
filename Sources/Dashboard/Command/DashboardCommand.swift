import Foundation
import Glance

/// The `dashboard` command: the board's options (``BoardOptions``) and the demo's own.
@main
enum DashboardCommand {
  static let version = "0.1.0"

  static let interval = ProgramOption(
    "--interval", value: "<TIME>", help: "Time between random numbers, 100us-60s (default: 1s)."
  ) { text in
    let bounds = RandomNumberThread.intervalBounds
    guard let interval = DurationArgument(argument: text), bounds.contains(interval.duration)
    else {
      return "--interval must be between \(DurationArgument.format(bounds.lowerBound)) and "
        + "\(DurationArgument.format(bounds.upperBound)), got '\(text)'"
    }
    return nil
  }
  static let seed = ProgramOption(
    "--seed", value: "<N>",
    help: "Seed the numbers and products; headless, also run in virtual time."
  ) { UInt64($0) == nil ? "--seed must be a whole number from 0 to 2^64-1, got '\($0)'" : nil }
  static let versionFlag = ProgramOption("--version", help: "Print the version and exit.")

  /// The demo's options, beside the board's.
  static let programOptions = [interval, seed, versionFlag]

  /// The demo's settings from `options`; a seeded headless run also goes to virtual time.
  static func configure(_ options: inout BoardOptions) -> DashboardConfiguration {
    let configuration = DashboardConfiguration(
      interval: options.value(of: interval).flatMap(DurationArgument.init)?.duration ?? .seconds(1),
      seed: options.value(of: seed).flatMap { UInt64($0) })
    // A seeded headless run is deterministic: numbers, frames and timers in virtual time.
    options.virtualTime = options.virtualTime || (options.headless && configuration.seed != nil)
    return configuration
  }

  static func main() {
    var options = BoardOptions.parseCommandLine(adding: programOptions)
    if options.value(of: versionFlag) != nil {
      print(version)
      exit(0)
    }
    let configuration = configure(&options)
    MainActor.assumeIsolated {
      let demo = DashboardDemo(configuration: configuration)
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
