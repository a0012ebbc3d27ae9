import Glance
import GlanceCore
import GlanceLogging
import GlanceTesting
import Logging
import ObserverModel

/// Lines written to a fallback stream, kept for a test to read (under the library's `Lock`,
/// which ThreadSanitizer sees, unlike a bare `Mutex`).
final class FallbackLines: Sendable {
  private let storage = Lock<[String]>([])

  /// The stream: appends each line.
  var stream: @Sendable (String) -> Void {
    { line in self.storage.withLock { $0.append(line) } }
  }

  /// Every line written so far, in order.
  var lines: [String] { storage.withLock { $0 } }
}

/// A board with one log panel, a fallback stream a test can read, and loggers sending to it.
@MainActor
struct LogBoard {
  let board = Board("Logging")
  let log: BoardLog
  let fallback = FallbackLines()

  /// A board whose panel "Log" keeps `keep` records and binds `keys`.
  init(keep: Int = 1_000, keys: LogPanelKeys? = .standard) {
    log = board.panel("Log").showLog(keep: keep, keys: keys, fallback: fallback.stream)
  }

  /// A logger labelled `label` that sends `level` and up to the board.
  func logger(_ label: String, level: Logger.Level = .trace) -> Logger {
    let log = log
    return Logger(label: label) { BoardLogHandler(label: $0, log: log, logLevel: level) }
  }

  /// A tester on a screen large enough for every line of a short log.
  func tester(columns: Int = 120, rows: Int = 40) -> BoardTester {
    BoardTester(board, size: TerminalSize(columns: columns, rows: rows))
  }
}

extension BoardTester {
  /// The rows of the screen that show a record containing `text`, without the panel's borders.
  func records(containing text: String) -> [String] {
    lines.filter { $0.contains(text) }.map { row in
      String(
        row.drop { $0 == "│" || $0 == "┃" }.reversed().drop { $0 == "│" || $0 == "┃" }
          .reversed()
      ).trimmingSpaces()
    }
  }

  /// The dropped count in the log panel's top row, or 0 when it shows none.
  var droppedCount: Int {
    guard let row = lines.first(where: { $0.contains(" dropped") }),
      let count = row.split(separator: " ").first(where: { Int($0) != nil })
    else { return 0 }
    return Int(count) ?? 0
  }
}

extension String {
  /// This text without trailing spaces.
  func trimmingSpaces() -> String {
    String(reversed().drop { $0 == " " }.reversed())
  }
}
