import Glance
import GlanceCore
import GlanceTesting
import Testing

/// The help overlay's closing key closes it even when a binding of the program's (a panel's
/// Esc, say) takes the same key; with the overlay closed, the binding gets it.
@MainActor
struct HelpOverlayKeyTests {
  @Test func escapeClosesTheHelpBeforeABindingOfEscapeRuns() {
    let board = Board("Keys")
    var escapes = 0
    board.key([.escape]) { _ in escapes += 1 }
    let tester = BoardTester(board, size: TerminalSize(columns: 60, rows: 16))
    tester.press(.character("?"))
    #expect(tester.text.contains("focus the next panel"))
    tester.press(.escape)
    #expect(!tester.text.contains("focus the next panel"))
    #expect(escapes == 0)
    tester.press(.escape)
    #expect(escapes == 1)
  }
}
