import Glance
import GlanceCore
import GlanceTesting
import ObserverModel
import Testing

/// The screen a run ends on shows what the writers wrote before the end, even when no frame
/// took it yet: a headless run prints that screen, and a drained service's last values show.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct LastScreenTests {
  @Test func aValueWrittenJustBeforeTheEndIsOnTheLastScreen() async {
    let board = Board("Last")
    let value = Observer(0)
    board.panel("Value").show(value) { TextWidget(["value \($0)"]) }
    let tester = BoardTester(board, size: TerminalSize(columns: 40, rows: 12))
    await tester.settle()
    #expect(tester.text.contains("value 0"))
    value.update(7)
    board.end()
    #expect(tester.text.contains("value 7"))
  }
}
