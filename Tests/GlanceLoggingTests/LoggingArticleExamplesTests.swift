import Glance
import GlanceLogging
import GlanceTesting
import Logging
import Testing

// The swift blocks of the DocC article "Logging to the board", compiled here;
// Tests/GlanceTests/ArticleExamplesTests.swift checks that every block of the article is one of
// the snippets below.

/// The article's service; never called (it bootstraps the process's logging and runs a board),
/// only compiled.
@MainActor
func serviceExample() -> Never {
  // snippet: service
  let board = Board("Service")
  let log = board.panel("Log").showLog(keep: 1_000)
  LoggingSystem.bootstrap { label in
    MultiplexLogHandler([BoardLogHandler(label: label, log: log), fileLogHandler(label: label)])
  }
  Logger(label: "api").warning("slow query", metadata: ["ms": "212"])
  board.run()
  // snippet-end
}

/// What the examples' service writes besides the board (here, nowhere).
func fileLogHandler(label: String) -> any LogHandler {
  SwiftLogNoOpLogHandler(label)
}

@Suite(.timeLimit(.minutes(1)))
struct LoggingArticleExamplesTests {
  // snippet: warnings-show
  @MainActor @Test func warningsShow() async {
    let board = Board("Service")
    let log = board.panel("Log").showLog(fallback: { line in print(line) })
    let tester = BoardTester(board)
    Logger(label: "db") { BoardLogHandler(label: $0, log: log) }.warning("slow query")
    await tester.settle()
    #expect(tester.text.contains("warning db: slow query"))
  }
  // snippet-end
}
