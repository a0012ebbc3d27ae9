import ArgumentParser
import Foundation
import Glance
import GlanceCore
import GlanceServe
import ObserverModel
import Synchronization

// The scale benchmark's program: a Glance board bound to many values (panels of 100 table rows
// each, fed through RowFeed) plus a chart of the write rate and the hand-off panel, while writer
// threads update the values at an aggregate rate for a fixed time. When the writers stop it
// waits until every panel shows its values' last counts, writes its figures to --report and
// quits (the board's own statistics go to GLANCE_STATS_FILE). Benchmarks/measure-scale runs it
// in tmux and prints the table. With GLANCE_SERVE=1 it serves the board for `glance attach`, and
// --probe adds the console probe (Benchmarks/measure-console).
@main
struct ScaleCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "ScaleDashboard", abstract: "A board bound to many values written fast.")

  @OptionGroup var board: BoardArguments
  @Option(help: "Values bound, 100 rows a panel: 10…100, or a multiple of 100 up to 100000.")
  var values = 1000
  @Option(help: "Writer threads, 1…256.") var writers = 8
  @Option(help: "Updates per second, all writers together (at least 1000).") var rate = 1_000_000
  @Option(help: "How long the writers write, in seconds.") var seconds = 60
  @Option(help: "Log lines a second into two log panels (0: no flood).") var lines = 0
  @Option(help: "Latencies a second into a histogram.") var latencies = 0
  @Option(help: "Where to write the benchmark's figures (key=value lines).") var report: String?
  @Option(help: "Add the console probe's panel and key p; write its times to this file.")
  var probe: String?

  func validate() throws {
    guard (10...100).contains(values) || (values % 100 == 0 && values <= 100_000) else {
      throw ValidationError("--values must be 10…100, or a multiple of 100 up to 100000")
    }
    guard (1...256).contains(writers) else { throw ValidationError("--writers must be 1…256") }
    guard rate >= 1000 else { throw ValidationError("--rate must be at least 1000") }
    guard seconds >= 1 else { throw ValidationError("--seconds must be at least 1") }
    guard lines >= 0, latencies >= 0 else {
      throw ValidationError("--lines and --latencies must be 0 or more")
    }
  }

  func run() {
    let (options, command) = (board.options(), self)
    MainActor.assumeIsolated { command.runBoard(options: options) }
  }

  @MainActor
  private func runBoard(options: BoardOptions) -> Never {
    let flood =
      lines + latencies > 0
      ? FloodLoad(linesPerSecond: lines, latenciesPerSecond: latencies) : nil
    // Measured before the board runs, so that the run's frames and figures leave it out.
    let costs = flood == nil ? nil : WriterCosts.measure()
    let consoleProbe = probe == nil ? nil : ConsoleProbe()
    let scale = ScaleBoard(
      values: values, writers: writers, rate: rate, flood: flood, costs: costs,
      probe: consoleProbe)
    scale.board.writesStatistics(toFileNamedBy: "GLANCE_STATS_FILE")
    scale.board.serveIfRequested()
    let (seconds, reportPath, probePath) = (seconds, report, probe)
    scale.board.onStart { _ in
      scale.start(for: .seconds(seconds)) { report in
        if let probePath { consoleProbe?.save(to: probePath) }
        if let reportPath {
          try? report.write(toFile: reportPath, atomically: true, encoding: .utf8)
        }
      }
    }
    withExtendedLifetime(scale) { scale.board.run(options: options) }
  }
}
