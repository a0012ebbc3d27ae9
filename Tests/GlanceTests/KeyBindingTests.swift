import Glance
import GlanceCore
import GlanceTesting
import ObserverModel
import Testing

@MainActor
@Suite(.timeLimit(.minutes(1)))
struct KeyBindingTests {
  /// A board with one counter panel and a key that increments the counter.
  private func counterBoard() -> (Board, Observer<Int>) {
    let count = Observer(0)
    let board = Board("Keys")
    board.panel("count").show(count) { TextWidget(["count \($0)"]) }
    board.key("+", "count up", footer: "up") { count.update(count.getValue() + 1) }
    return (board, count)
  }

  @Test func aBoundKeyRunsItsActionAndTheValueShows() async {
    let (board, count) = counterBoard()
    let tester = BoardTester(board)
    tester.press(.character("+"), .character("+"))
    await tester.settle()
    #expect(count.getValue() == 2)
    #expect(tester.text.contains("count 2"))
  }

  @Test func theFooterAndTheHelpAreGeneratedFromTheBindings() async {
    let (board, _) = counterBoard()
    let tester = BoardTester(board)
    #expect(tester.lines.last == "  q quit  ? help  + up  Tab focus  z zoom")
    tester.press(.character("?"))
    let help = tester.text
    #expect(help.contains("+                count up"))
    #expect(help.contains("Tab  Right       focus the next panel"))
    #expect(help.contains("Shift-Tab  Left  focus the previous panel"))
    tester.press(.escape)
    #expect(!tester.text.contains("count up"))
  }

  @Test func anUnboundKeySaysSoUntilTheMessageExpires() async {
    let (board, _) = counterBoard()
    let tester = BoardTester(board)
    tester.press(.character("x"))
    #expect(tester.lines.last?.hasPrefix("x does nothing here. Press ? for help") == true)
    await tester.advance(by: .seconds(2))
    #expect(board.footerMessage != nil)
    await tester.advance(by: .seconds(2))
    #expect(board.footerMessage == nil)
    #expect(tester.lines.last?.hasPrefix("  q quit") == true)
  }

  @Test func aUserBindingWinsOverABuiltInKey() async {
    let board = Board("Override")
    var pressed = 0
    board.key("h", "say hello") { pressed += 1 }
    let tester = BoardTester(board)
    tester.press(.character("h"))
    #expect(pressed == 1)
    #expect(!board.isHelpVisible)
    tester.press(.function(1))
    #expect(board.isHelpVisible)
  }

  @Test func quittingTellsTheHandlersOnceAndStopsTheBindings() async {
    let (board, count) = counterBoard()
    var events: [TerminalEvent] = []
    board.onTerminalEvent { events.append($0) }
    let tester = BoardTester(board)
    await tester.settle()
    try? tester.type("q+<c-c>")
    #expect(board.hasQuit)
    #expect(events.filter { $0 == .quitting }.count == 1)
    #expect(count.getValue() == 0)
  }

  @Test func focusKeysReachTheTerminalEventHandlers() {
    let board = Board("Focus")
    var events: [TerminalEvent] = []
    board.onTerminalEvent { events.append($0) }
    let tester = BoardTester(board)
    tester.press(.focusOut, .focusIn)
    #expect(events.suffix(2) == [.focusLost, .focusGained])
  }

  @Test func keysGetTheKeyThatWasPressed() {
    let board = Board("Digits")
    var digits: [Character] = []
    board.key((1...3).map { Key.character(Character("\($0)")) }, help: KeyHint("1-3", "digit")) {
      if case .character(let digit) = $0 { digits.append(digit) }
    }
    let tester = BoardTester(board)
    try? tester.type("312")
    #expect(digits == ["3", "1", "2"])
  }
}
