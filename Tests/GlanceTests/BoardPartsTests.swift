import GlanceCore
import Testing

@testable import Glance

/// The board's parts on their own: each owns one concern's state and logic, which these tests
/// check without a run.
@MainActor
@Suite struct BoardPartsTests {
  /// Changes outside a batch ask at once; nested batches ask once, at the end of the outermost,
  /// and only if something changed inside.
  @Test func framesAreRequestedOncePerOutermostBatch() {
    var requests = FrameRequests()
    var asked: [Bool] = []
    asked.append(requests.changed())
    requests.begin()
    requests.begin()
    asked.append(requests.changed())
    asked.append(requests.end())
    asked.append(requests.changed())
    asked.append(requests.end())
    requests.begin()
    asked.append(requests.end())
    #expect(asked == [true, false, false, false, true, false])
  }

  /// The file is on only when the program named a variable and the run's environment gives it
  /// a path; `--help` lists the variable only then.
  @Test func theStatisticsFileIsWrittenOnlyWhereTheVariableNamesOne() {
    var setting = StatisticsSetting()
    #expect(setting.path(in: ["APP_STATS": "/tmp/stats"]) == nil)
    #expect(setting.help == nil)
    setting.variable = "APP_STATS"
    #expect(setting.path(in: [:]) == nil)
    #expect(setting.path(in: ["APP_STATS": ""]) == nil)
    #expect(setting.path(in: ["APP_STATS": "/tmp/stats"]) == "/tmp/stats")
    #expect(setting.help?.contains("APP_STATS=PATH") == true)
  }

  /// Lines no frame took are given back once, for standard error, after the dropped count.
  @Test func outputNoFrameShowedIsGivenBackOnce() {
    let board = Board("Output")
    #expect(board.output.takeUnshownText() == nil)
    let feed = board.capturedOutputFeed().feed
    #expect(board.capturedOutputFeed().panel === board.outputPanel)
    for line in 1...(CapturedOutput.keptLines + 2) { feed.append("line \(line)") }
    let text = board.output.takeUnshownText() ?? ""
    #expect(text.hasPrefix("(2 lines of output dropped)\nline 3\n"))
    #expect(text.hasSuffix("line \(CapturedOutput.keptLines + 2)\n"))
    #expect(board.output.takeUnshownText() == "")
  }
}
