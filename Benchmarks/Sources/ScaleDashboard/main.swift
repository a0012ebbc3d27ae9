import Foundation
import Glance
import GlanceCore
import ObserverModel
import Synchronization

// The scale benchmark's program: a Glance board bound to many values (panels of 100 table rows
// each, fed through RowFeed) plus a chart of the write rate and the hand-off panel, while writer
// threads update the values at an aggregate rate for a fixed time. When the writers stop it
// waits until every panel shows its values' last counts, writes its figures to --report and
// quits (the board's own statistics go to GLANCE_STATS_FILE). Benchmarks/measure-scale runs it
// in tmux and prints the table.

let valuesOption = ProgramOption(
  "--values", value: "<N>", help: "Values bound, 100 rows a panel (default 1000)."
) {
  Int($0).map { (10...100).contains($0) || ($0 % 100 == 0 && $0 <= 100_000) } == true
    ? nil : "--values must be 10…100, or a multiple of 100 up to 100000"
}
let writersOption = ProgramOption(
  "--writers", value: "<N>", help: "Writer threads (default 8)."
) { Int($0).map { (1...256).contains($0) } == true ? nil : "--writers must be 1…256" }
let rateOption = ProgramOption(
  "--rate", value: "<N>", help: "Updates per second, all writers together (default 1000000)."
) { Int($0).map { $0 >= 1000 } == true ? nil : "--rate must be at least 1000" }
let secondsOption = ProgramOption(
  "--seconds", value: "<N>", help: "How long the writers write (default 60)."
) { Int($0).map { $0 >= 1 } == true ? nil : "--seconds must be a whole number ≥ 1" }
let linesOption = ProgramOption(
  "--lines", value: "<N>", help: "Log lines a second into two log panels (default 0: no flood)."
) { Int($0).map { $0 >= 0 } == true ? nil : "--lines must be a whole number ≥ 0" }
let latenciesOption = ProgramOption(
  "--latencies", value: "<N>", help: "Latencies a second into a histogram (default 0)."
) { Int($0).map { $0 >= 0 } == true ? nil : "--latencies must be a whole number ≥ 0" }
let reportOption = ProgramOption(
  "--report", value: "<PATH>", help: "Where to write the benchmark's figures (key=value lines)."
) { $0.isEmpty ? "--report needs a path" : nil }

var options = BoardOptions.parseCommandLine(
  adding: [
    valuesOption, writersOption, rateOption, secondsOption, linesOption, latenciesOption,
    reportOption,
  ])
let values = options.value(of: valuesOption).flatMap { Int($0) } ?? 1000
let writerCount = options.value(of: writersOption).flatMap { Int($0) } ?? 8
let rate = options.value(of: rateOption).flatMap { Int($0) } ?? 1_000_000
let seconds = options.value(of: secondsOption).flatMap { Int($0) } ?? 60
let reportPath = options.value(of: reportOption)
let lines = options.value(of: linesOption).flatMap { Int($0) } ?? 0
let latencies = options.value(of: latenciesOption).flatMap { Int($0) } ?? 0

MainActor.assumeIsolated {
  let flood =
    lines + latencies > 0
    ? FloodLoad(linesPerSecond: lines, latenciesPerSecond: latencies) : nil
  // Measured before the board runs, so that the run's frames and figures leave it out.
  let costs = flood == nil ? nil : WriterCosts.measure()
  let scale = ScaleBoard(
    values: values, writers: writerCount, rate: rate, flood: flood, costs: costs)
  scale.board.writesStatistics(toFileNamedBy: "GLANCE_STATS_FILE")
  scale.board.onStart { _ in
    scale.start(for: .seconds(seconds)) { report in
      if let reportPath { try? report.write(toFile: reportPath, atomically: true, encoding: .utf8) }
    }
  }
  withExtendedLifetime(scale) { scale.board.run(options: options) }
}
