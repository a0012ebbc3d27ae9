import Glance
import GlanceCore
import GlanceTesting
import Testing

/// A guest board that begins to shut down says so in its header, beside the program's status,
/// and its handlers hear it once; the quit key then asks nothing more.
@MainActor
struct ShutdownNoticeTests {
  @Test func theHeaderSaysShuttingDownBesideTheProgramsStatus() {
    let board = Board("Orders")
    board.status = "3 queued"
    var heard: [TerminalEvent] = []
    board.onTerminalEvent { heard.append($0) }
    let tester = BoardTester(board, size: TerminalSize(columns: 60, rows: 12))
    #expect(tester.lines[0].hasSuffix("3 queued"))
    board.beginShutdown()
    board.beginShutdown()
    #expect(tester.lines[0].contains("shutting down · 3 queued"))
    #expect(board.status == "3 queued")
    #expect(board.isShuttingDown)
    #expect(heard == [.shuttingDown])
    board.end()
    #expect(heard == [.shuttingDown, .quitting])
    #expect(board.hasQuit)
  }
}
