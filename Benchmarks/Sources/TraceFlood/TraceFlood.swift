import ArgumentParser
import Foundation
import Glance

// Issue 33's flood: a headless board showing a `BoardTracer`'s operations, open spans and
// slowest traces while writer threads start root spans with two children each at a paced
// total rate (1 M spans a second by default) for --seconds. When the writers stop it waits
// until the operations panel shows every span, quits the board, and prints the final screen
// and a Markdown table of the figures.
//
//   swift build -c release --product TraceFlood
//   .build/release/TraceFlood [--seconds 60] [--rate 1000000] [--writers 2]
@main
struct TraceFlood: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "TraceFlood", abstract: "A board showing a tracer flooded with spans.")

  @OptionGroup var board: BoardArguments
  @Option(help: "How long the writers write, in seconds.") var seconds = 60
  @Option(help: "Spans per second, all writers together (three per trace).")
  var rate = 1_000_000
  @Option(help: "Writer threads, 1…64.") var writers = 2

  func validate() throws {
    guard seconds >= 6 else { throw ValidationError("--seconds must be at least 6") }
    guard rate >= 3000 else { throw ValidationError("--rate must be at least 3000") }
    guard (1...64).contains(writers) else { throw ValidationError("--writers must be 1…64") }
  }

  @MainActor func run() async throws {
    var options = board.options()
    options.headless = true
    // A cap only: the run quits itself once the panel shows every span.
    options.duration = .seconds(seconds + 30)
    let flood = FloodBoard(writers: writers, spansPerSecond: rate)
    let duration = Duration.seconds(seconds)
    flood.board.onStart { _ in
      Task { @MainActor in await flood.run(for: duration) }
    }
    try await flood.board.run(options: options)
    print(flood.figures.report(rate: rate, writers: writers))
  }
}
