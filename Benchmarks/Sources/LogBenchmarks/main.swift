// The log handler's cost to the logging thread, against swift-log's own handlers in the same
// run (issue 27): a record to an enabled level through `BoardLogHandler` against
// `StreamLogHandler` writing to /dev/null (target ≤ 2×), and a record to a disabled level
// against `SwiftLogNoOpLogHandler` (target ≤ 1.1×). Samples of about 4 ms, interleaved case by
// case; medians of `REPETITIONS` (15) samples. Two handlers that do nothing, one holding only
// its level and one a level and a reference, show what the disabled check costs for a layout.
import Foundation
import Glance
import GlanceCore
import GlanceLogging
import GlanceTesting
import Logging

let repetitions = Int(ProcessInfo.processInfo.environment["REPETITIONS"] ?? "") ?? 15
let cpu =
  (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8))?
  .split(separator: "\n").first { $0.hasPrefix("model name") }
  .map {
    String($0.split(separator: ":", maxSplits: 1).last ?? "").trimmingCharacters(in: .whitespaces)
  }
  ?? "unknown"

// StreamLogHandler writes to standard error: send it to /dev/null, as the target says.
let devNull = open("/dev/null", O_WRONLY)
dup2(devNull, STDERR_FILENO)

// A running board (headless, on a virtual clock) whose log panel takes the records.
let board = Board("Log benchmark")
let boardLog = board.panel("Log").showLog(keep: 1_000, keys: nil) { _ in }
let tester = BoardTester(board, size: TerminalSize(columns: 120, rows: 40))

func logger(_ level: Logger.Level, _ make: @escaping @Sendable (String) -> any LogHandler) -> Logger
{
  var logger = Logger(label: "bench", factory: make)
  logger.logLevel = level
  logger[metadataKey: "service"] = "api"
  return logger
}

// The loops are functions of their own (not inlined), so that callgrind can count the
// instructions of exactly them (Benchmarks/count-log-instructions). The handler's type is
// erased in `Logger`, so the optimiser cannot see through the level check of any case: every
// disabled record goes through swift-log's copy of the handler and its `logLevel` witness.
@inline(never) func logEnabled(_ logger: Logger, _ count: Int) {
  for index in 0..<count { logger.info("request handled", metadata: ["n": "\(index & 7)"]) }
}
@inline(never) func logDisabled(_ logger: Logger, _ count: Int) {
  for index in 0..<count { logger.debug("request handled", metadata: ["n": "\(index & 7)"]) }
}
var cases = [
  LogCase(
    key: "stream-info", name: "StreamLogHandler to /dev/null, info",
    logger: logger(.info) {
      StreamLogHandler.standardError(label: $0)
    }, body: logEnabled),
  LogCase(
    key: "board-info", name: "BoardLogHandler, info",
    logger: logger(.info) {
      BoardLogHandler(label: $0, log: boardLog)
    }, body: logEnabled),
  LogCase(
    key: "noop-debug", name: "SwiftLogNoOpLogHandler, debug (disabled)",
    logger: logger(.critical) { _ in
      SwiftLogNoOpLogHandler()
    }, body: logDisabled),
  LogCase(
    key: "stream-debug", name: "StreamLogHandler, debug (disabled)",
    logger: logger(.info) {
      StreamLogHandler.standardError(label: $0)
    }, body: logDisabled),
  LogCase(
    key: "board-debug", name: "BoardLogHandler, debug (disabled)",
    logger: logger(.info) {
      BoardLogHandler(label: $0, log: boardLog)
    }, body: logDisabled),
  LogCase(
    key: "level-only-debug", name: "a handler of only a level, debug (disabled)",
    logger: logger(.info) { _ in
      LevelOnlyHandler(logLevel: .info)
    }, body: logDisabled),
  LogCase(
    key: "one-reference-debug", name: "a handler of a level and a reference, debug (disabled)",
    logger: logger(.info) { _ in
      OneReferenceHandler(logLevel: .info)
    }, body: logDisabled),
]

// `--case KEY --records N`: log N records through one case and exit, timing nothing (for
// callgrind; see Benchmarks/count-log-instructions).
let arguments = CommandLine.arguments
if let flag = arguments.firstIndex(of: "--case"), flag + 1 < arguments.count {
  let records = arguments.firstIndex(of: "--records").flatMap { Int(arguments[$0 + 1]) } ?? 100_000
  guard let chosen = cases.first(where: { $0.key == arguments[flag + 1] }) else {
    print("no case \(arguments[flag + 1]); cases: \(cases.map(\.key).joined(separator: ", "))")
    exit(2)
  }
  chosen.body(chosen.logger, records)
  exit(0)
}

for index in cases.indices { cases[index].calibrate(to: 4_000_000) }
var samples = Array(repeating: [Double](), count: cases.count)
for _ in 0..<repetitions {
  for index in cases.indices {
    samples[index].append(cases[index].sample())
    await tester.settle()  // a frame takes the panel's ring between samples
  }
}
let medians = samples.map(median)

func row(_ name: String, _ value: Double, _ ratio: String, _ verdict: String) -> String {
  "| \(name) | \(String(format: "%.1f", value)) | \(ratio) | \(verdict) |"
}
@MainActor func info(_ index: Int, against floor: Int, _ floorName: String) -> String {
  let ratio = medians[index] / medians[floor]
  return row(
    cases[index].name, medians[index], String(format: "%.2f×", ratio),
    "information: vs \(floorName)")
}
@MainActor func judge(_ index: Int, against floor: Int, limit: Double) -> String {
  let ratio = medians[index] / medians[floor]
  let verdict = ratio <= limit ? "met (≤ \(limit)×)" : "MISS (> \(limit)×)"
  return row(cases[index].name, medians[index], String(format: "%.2f×", ratio), verdict)
}
print("CPU: \(cpu)")
print(
  "load average: \((try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8))?.prefix(14) ?? "")"
)
print()
print("| case | ns per record (median of \(repetitions)) | ratio | target |")
print("|---|---|---|---|")
print(row(cases[0].name, medians[0], "1.00×", "floor"))
print(judge(1, against: 0, limit: 2))
print(row(cases[2].name, medians[2], "1.00×", "floor"))
print(judge(4, against: 2, limit: 1.1))
// Information: swift-log's `Logger` copies the handler to read its level, and copying a handler
// that holds any reference (the stream handler does too) costs a retain and a release.
print(info(3, against: 2, "the no-op"))
print(info(4, against: 3, "the stream handler, disabled"))
// What the layout alone costs: a handler with a stored level and nothing to retain, and one
// with a reference, neither doing anything else.
print(info(5, against: 2, "the no-op"))
print(info(6, against: 2, "the no-op"))
