import ArgumentParser
import Foundation
import Glance
import GlanceCore
import GlanceTerminal
import ObserverModel

/// The `dashboard` command: parses options, then runs the interactive terminal dashboard or,
/// with `--headless`, the same app against an in-memory screen.
@main
struct DashboardCommand: ParsableCommand {
  static let version = "0.1.0"

  static let configuration = CommandConfiguration(
    commandName: "dashboard",
    abstract: "A live terminal dashboard of observers: random numbers, a cart and app lifecycle.",
    discussion: """
      Keys: q quit, ? help, Space pause, +/- faster/slower, n number now, 1-9 add product, \
      a add random, d remove last, c clear cart, o extra observer, Tab focus, Ctrl-L redraw.

      Colours are off with --no-color or when NO_COLOR is set; ASCII is used automatically \
      under a non-UTF-8 locale.

      With DASHBOARD_STATS_FILE=PATH set, the run's totals (events, frames, hops, hand-off \
      latency p50/p99) are written to PATH every second and on exit, for benchmarks.
      """,
    version: version)

  @Option(help: "Time between random numbers, from 100us to 60s (e.g. 100us, 250ms, 1s, 2.5s).")
  var interval = DurationArgument(.seconds(1))

  @Option(
    help: """
      Seed for reproducible random numbers and random products; with --headless it also runs \
      on a virtual clock, so the same arguments print the same screen.
      """)
  var seed: UInt64?

  @Option(help: "Maximum redraws per second (1-240).")
  var fps = 30

  @Flag(help: "Monochrome output (also when the NO_COLOR environment variable is set).")
  var noColor = false

  @Flag(help: "Draw with ASCII characters only.")
  var ascii = false

  @Flag(help: "Run without a terminal against an in-memory screen and print the final screen.")
  var headless = false

  @Option(help: "Headless screen size, COLUMNSxROWS.")
  var size = "100x30"

  @Option(
    help: """
      Headless key presses, one character per key; <tab>, <esc>, <f1>, <c-l>, <space>, <lt> \
      name special keys.
      """)
  var keys = ""

  @Option(help: "Headless: how long to keep running after the keys before printing the screen.")
  var duration = DurationArgument(.zero)

  mutating func validate() throws {
    guard RandomNumberThread.intervalBounds.contains(interval.duration) else {
      let bounds = RandomNumberThread.intervalBounds
      throw ValidationError(
        "--interval must be between \(DurationArgument.format(bounds.lowerBound)) and "
          + "\(DurationArgument.format(bounds.upperBound)), got \(interval)")
    }
    guard (1...240).contains(fps) else {
      throw ValidationError("--fps must be between 1 and 240, got \(fps)")
    }
    guard TerminalSize(parsing: size) != nil else {
      throw ValidationError("--size must look like 100x30, got '\(size)'")
    }
    do {
      _ = try KeyScript.parse(keys)
    } catch {
      throw ValidationError(error.description)
    }
    guard duration.duration <= .seconds(600) else {
      throw ValidationError("--duration must be at most 10m, got \(duration)")
    }
  }

  func run() throws {
    setlocale(LC_ALL, "")
    let environment = ProcessInfo.processInfo.environment
    var configuration = DashboardConfiguration()
    configuration.interval = interval.duration
    configuration.seed = seed
    configuration.framesPerSecond = fps
    configuration.colorEnabled = !noColor && (environment["NO_COLOR"] ?? "").isEmpty
    configuration.asciiOnly = ascii || !TerminalCheck.localeIsUTF8()

    var options = BoardOptions()
    options.headless = headless
    options.size = TerminalSize(parsing: size) ?? options.size
    options.keys = try KeyScript.parse(keys)
    options.duration = duration.duration
    // A seeded headless run is deterministic: numbers, frames and timers in virtual time.
    options.virtualTime = headless && seed != nil
    options.colorEnabled = configuration.colorEnabled
    options.asciiOnly = configuration.asciiOnly
    MainActor.assumeIsolated {
      let demo = DashboardDemo(configuration: configuration)
      withExtendedLifetime(demo) { demo.board.run(options: options) }
    }
  }
}
