import ArgumentParser
import Foundation
import GlanceCore
import GlanceWire

extension Board {
  /// The board's keys and environment variables, as `--help` prints them after the options: for
  /// the `discussion` of a program's own command, which includes ``BoardArguments`` with
  /// `@OptionGroup`.
  public var keysHelp: String {
    let width = frame.help.map { $0.key.count }.max() ?? 0
    let keys = frame.help.map {
      "  \($0.key)\(String(repeating: " ", count: width - $0.key.count))  \($0.label)"
    }
    var environment = """
      ENVIRONMENT:
        NO_COLOR                Monochrome output when set.
      """
    if let help = statistics.help { environment += "\n" + help }
    return "KEYS:\n\(keys.joined(separator: "\n"))\n\n\(environment)"
  }

  /// The text `--help` prints for a program with no parser of its own: the board's title, its
  /// options and ``keysHelp``.
  package var helpText: String {
    "\(title)\n\n\(BoardArguments.helpMessage(columns: 100))\n\n\(keysHelp)"
  }

  /// The options the command line (`arguments`, by default the process's) gives, under the
  /// user's locale. `--help` prints `helpText` and exits; bad arguments print what is wrong
  /// and the usage, and exit with status 64.
  func commandLineOptions(
    _ arguments: [String] = Array(CommandLine.arguments.dropFirst())
  ) -> BoardOptions {
    setlocale(LC_ALL, "")
    do {
      return try BoardArguments.parse(arguments).options()
    } catch {
      if BoardArguments.exitCode(for: error) == .success {
        print(helpText)
        exit(CommandStatus.success.rawValue)
      }
      BoardArguments.exit(withError: error)
    }
  }

  /// Turns on the statistics file: when the environment variable `variable` names a file, a
  /// terminal run writes the run's figures there once a second and on exit, one `key=value`
  /// line each (frames, wakes, the hand-off and write-to-frame latencies, frame and composing
  /// times, what each frame composed), so that scripts and benchmarks read what the hand-off
  /// panel shows without scraping the screen. Off unless a program calls this; `--help` then
  /// lists the variable.
  ///
  /// ```swift
  /// board.writesStatistics(toFileNamedBy: "MYAPP_STATS_FILE")
  /// ```
  public func writesStatistics(toFileNamedBy variable: String) {
    statistics.variable = variable
  }
}
