import Foundation
import GlanceCore

/// Notes when a terminal session read each key, for the console benchmark's key-to-binding
/// latency (Benchmarks/measure-console, through `glance attach`): one `keyread NS KEY` line per
/// key, NS being CLOCK_MONOTONIC, the clock every process on the machine shares and the one the
/// program's probe notes its bindings on (a terminal also reports focus changes as keys, hence
/// the key). One of the board's diagnostics beside the statistics file, switched the same way
/// (``StatisticsSetting``): the program names the environment variable, and when the variable
/// names no file there is no log, so nothing is timed, formatted or written.
package final class KeyReadLog {
  private let file: FileHandle

  /// The log in the file that `variable` names in `environment`, created or emptied; `nil`
  /// when it names none (or the file cannot be written).
  package init?(
    fileNamedBy variable: String,
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) {
    guard let path = StatisticsSetting(variable: variable).path(in: environment),
      FileManager.default.createFile(atPath: path, contents: nil),
      let file = FileHandle(forWritingAtPath: path)
    else { return nil }
    self.file = file
  }

  /// Notes `keys`, read at `nanoseconds` (from ``now()``, taken before the keys were handled).
  package func note(_ keys: [Key], at nanoseconds: Int64) {
    file.write(Data(keys.map { "keyread \(nanoseconds) \($0)\n" }.joined().utf8))
  }

  /// CLOCK_MONOTONIC now, in nanoseconds.
  package static func now() -> Int64 {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
  }
}
