import Glance
import GlanceCore
import GlanceTesting
import Testing

@MainActor
@Suite(.timeLimit(.minutes(1)))
struct LayoutTests {
  /// A board with panels titled A, B and C, each showing its own letter.
  private func lettersBoard() -> (Board, [Panel]) {
    let board = Board("Letters")
    let panels = ["A", "B", "C"].map { letter in
      let panel = board.panel(letter)
      panel.show(TextWidget(["inside \(letter)"]))
      return panel
    }
    return (board, panels)
  }

  @Test func aFullScreenShowsEveryPanelTwoToARowByDefault() {
    let (board, _) = lettersBoard()
    let tester = BoardTester(board)
    let text = tester.text
    for letter in ["A", "B", "C"] { #expect(text.contains("inside \(letter)")) }
    let rowOfA = tester.lines.firstIndex { $0.contains("inside A") }
    let rowOfB = tester.lines.firstIndex { $0.contains("inside B") }
    let rowOfC = tester.lines.firstIndex { $0.contains("inside C") }
    #expect(rowOfA == rowOfB)
    #expect(rowOfC! > rowOfA!)
  }

  @Test func aPanelBelowItsMinimumLeavesTheFocusedPanelAloneAndTabMovesOn() {
    let (board, panels) = lettersBoard()
    let tester = BoardTester(board, size: TerminalSize(columns: 60, rows: 16))
    #expect(tester.text.contains("inside B"))
    panels[1].minimumSize = TerminalSize(columns: 40, rows: 5)
    #expect(tester.text.contains("inside A"))
    #expect(!tester.text.contains("inside B"))
    tester.press(.tab)
    #expect(tester.text.contains("inside B"))
    #expect(!tester.text.contains("inside A"))
  }

  @Test func belowTheFullSizeOnlyTheFocusedPanelShows() {
    let (board, _) = lettersBoard()
    board.fullSize = TerminalSize(columns: 80, rows: 24)
    let tester = BoardTester(board, size: TerminalSize(columns: 60, rows: 16))
    #expect(tester.text.contains("inside A"))
    #expect(!tester.text.contains("inside B"))
    tester.press(.tab)
    #expect(tester.text.contains("inside B"))
    tester.press(.backTab, .backTab)
    #expect(tester.text.contains("inside C"))
  }

  @Test func zGivesTheFocusedPanelTheWholeBoardAndTakesItBack() {
    let (board, _) = lettersBoard()
    let tester = BoardTester(board, size: TerminalSize(columns: 100, rows: 30))
    let full = tester.lines
    #expect(full.last?.contains("z zoom") == true, "\(tester.text)")
    tester.press(.tab, .character("z"))
    // B alone, its border on the board's first and last panel rows, at the full width.
    #expect(tester.text.contains("inside B"))
    #expect(!tester.text.contains("inside A") && !tester.text.contains("inside C"))
    #expect(tester.lines[1].hasPrefix("┏━ B ") && tester.lines[1].hasSuffix("┓"))
    #expect(tester.lines[1].count == 100 && tester.lines[28].hasSuffix("┛"))
    #expect(!tester.text.contains("does nothing"))
    // Tab zooms the next panel; z again shows them all as they were.
    tester.press(.tab)
    #expect(tester.text.contains("inside C") && !tester.text.contains("inside B"))
    tester.press(.backTab, .character("z"))
    #expect(board.focusedPanel === board.panels[1])
    // The same places as before the zoom; only the focus (B's heavy border) differs.
    let light = { (lines: [String]) in
      lines.map { $0.map { "┏┓┗┛━┃".contains($0) ? "+" : "┌┐└┘─│".contains($0) ? "+" : $0 } }
    }
    #expect(light(tester.lines) == light(full))
  }

  @Test func theHelpListsTheZoomKey() {
    let (board, _) = lettersBoard()
    let tester = BoardTester(board, size: TerminalSize(columns: 100, rows: 30))
    tester.press(.character("?"))
    #expect(tester.text.contains("zoom the focused panel, and back"))
  }

  @Test func belowTheMinimumTheTooSmallScreenSaysWhatIsNeeded() {
    let (board, _) = lettersBoard()
    let tester = BoardTester(board, size: TerminalSize(columns: 30, rows: 8))
    #expect(tester.text.contains("40"))
    #expect(!tester.text.contains("inside"))
    tester.resize(to: TerminalSize(columns: 100, rows: 30))
    #expect(tester.text.contains("inside C"))
  }

  @Test func aHiddenPanelGivesItsSpaceAwayAndIsSkippedByTab() {
    let (board, panels) = lettersBoard()
    board.arrange(
      .columns(
        .panel(panels[0]), .rows(.panel(panels[1]), .panel(panels[2], constraint: .fixed(5)))))
    let tester = BoardTester(board)
    let before = tester.lines.filter { $0.contains("│") || $0.contains("┃") }.count
    panels[2].isVisible = false
    #expect(!tester.text.contains("inside C"))
    #expect(tester.lines.filter { $0.contains("inside B") }.count == 1)
    #expect(before > 0)
    tester.press(.tab, .tab)
    #expect(board.focusedPanel === panels[0])
  }

  @Test func weightsShareTheWidth() {
    let (board, panels) = lettersBoard()
    board.arrange(.columns(.panel(panels[0], constraint: .fill(3)), .panel(panels[1])))
    let tester = BoardTester(board, size: TerminalSize(columns: 80, rows: 24))
    let row = tester.lines[1]
    let secondBorder = row.dropFirst().firstIndex(where: { "┌┏".contains($0) })
    #expect(secondBorder.map { row.distance(from: row.startIndex, to: $0) } == 60)
    #expect(!tester.text.contains("inside C"))
  }

  @Test func onlyTheChangedPanelIsRedrawn() async {
    let (board, panels) = lettersBoard()
    let tester = BoardTester(board)
    await tester.settle()
    let framesBefore = tester.framesPresented
    panels[1].show(TextWidget(["changed B"]))
    await tester.advance(by: .milliseconds(100))
    #expect(tester.framesPresented == framesBefore + 1)
    #expect(tester.screen.text.contains("changed B"))
    #expect(tester.screen.cellsWrittenLastFrame <= "inside B".count)
  }
}
