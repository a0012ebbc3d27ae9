import Dispatch
import Foundation

/// Writes a run's ``BoardStatistics`` to the file the board's statistics variable names, off
/// the main loop and in order, so that the final write on exit is the last. Nothing happens
/// when the program did not turn the file on or the variable names no file.
@MainActor
final class StatisticsFile {
  private let path: String?
  private let writer = DispatchQueue(label: "glance.statistics", qos: .utility)

  /// The file for `board` in `environment`, if there is one.
  init(board: Board, environment: [String: String] = ProcessInfo.processInfo.environment) {
    path = board.statistics.path(in: environment)
  }

  /// Whether the run writes the file: the figures only it shows (frames' CPU time) are
  /// measured only then.
  var isOn: Bool { path != nil }

  /// Writes `statistics` (the once-a-second write) without waiting for it.
  func write(_ statistics: @autoclosure () -> BoardStatistics) {
    guard let path else { return }
    let statistics = statistics()
    writer.async { statistics.write(to: path) }
  }

  /// Writes `statistics` and waits until every write is on disk (before exiting).
  func writeLast(_ statistics: @autoclosure () -> BoardStatistics) {
    guard let path else { return }
    let statistics = statistics()
    writer.sync { statistics.write(to: path) }
  }
}
