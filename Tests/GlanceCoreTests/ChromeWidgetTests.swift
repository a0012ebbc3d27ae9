import TestSupport
import Testing

@testable import GlanceCore

@Suite struct KeyHintFooterWidgetTests {
  let hints = [KeyHint("q", "quit"), KeyHint("?", "help"), KeyHint("Tab", "focus")]

  @Test func hintsWithKeysInTheKeyRole() {
    let buffer = rendered(KeyHintFooterWidget(hints: hints), width: 40, height: 1)
    #expect(buffer.text == "  q quit  ? help  Tab focus")
    #expect(buffer.roleMapLines() == [".KKK.....KKK.....KKKKK"])
  }

  @Test func hintsThatDoNotFitAreDroppedWhole() {
    #expect(renderedText(KeyHintFooterWidget(hints: hints), width: 20) == "  q quit  ? help")
    #expect(renderedText(KeyHintFooterWidget(hints: hints), width: 3) == "")
  }

  @Test func messagePrecedesHintsAndLongMessagesReplaceThem() {
    let footer = KeyHintFooterWidget(hints: hints, message: "unbound key: x")
    #expect(renderedText(footer, width: 40) == "unbound key: x │  q quit  ? help")
    #expect(renderedText(footer, width: 10) == "unbound k…")
    #expect(renderedText(footer, width: 10, context: .plain) == "unbound k~")
    #expect(rendered(footer, width: 40, height: 1).roleMapLines()[0].hasPrefix("WWWWWWWWWWWWWW"))
  }

  @Test func blanksItsRowFirst() {
    var buffer = CellBuffer(width: 10, height: 2, filling: Cell("x"))
    KeyHintFooterWidget(hints: []).render(into: &buffer, area: buffer.bounds, context: .standard)
    #expect(buffer.lines() == ["", "xxxxxxxxxx"])
  }
}

@Suite struct HelpOverlayWidgetTests {
  let bindings = [KeyHint("q", "quit"), KeyHint("Space", "pause"), KeyHint("?", "help")]

  @Test func centredBoxOverExistingContent() {
    var buffer = CellBuffer(width: 24, height: 7, filling: Cell("."))
    HelpOverlayWidget(title: "Keys", bindings: bindings, closeHint: nil)
      .render(into: &buffer, area: buffer.bounds, context: .standard)
    #expect(
      buffer.lines() == [
        "........................",
        "....┏━ Keys ━━━━━━━┓....",
        "....┃ q      quit  ┃....",
        "....┃ Space  pause ┃....",
        "....┃ ?      help  ┃....",
        "....┗━━━━━━━━━━━━━━┛....",
        "........................",
      ])
  }

  @Test func closeHintInTheBottomBorder() {
    let overlay = HelpOverlayWidget(bindings: bindings)
    #expect(
      rendered(overlay, width: 20, height: 5, context: .plain).lines()[4] == "  #= Esc closes =#")
  }

  @Test func tooManyBindingsSayHowManyAreHidden() {
    let many = (1...9).map { KeyHint("\($0)", "add product \($0)") }
    let lines = rendered(HelpOverlayWidget(bindings: many, closeHint: nil), width: 30, height: 5)
      .lines()
    #expect(lines[1].contains("1  add product 1"))
    #expect(lines[3].contains("… 7 more"))
  }

  @Test func tinyAreasDoNotCrash() {
    for width in 0...6 {
      for height in 0...4 {
        _ = rendered(HelpOverlayWidget(bindings: bindings), width: width, height: height)
      }
    }
  }
}

@Suite struct TooSmallWidgetTests {
  let needed = TerminalSize(columns: 80, rows: 24)

  @Test func fullWordingWhenThereIsRoom() {
    let lines = rendered(
      TooSmallWidget(current: TerminalSize(columns: 40, rows: 8), needed: needed), width: 40,
      height: 8
    ).lines()
    #expect(
      lines == [
        "",
        "           Terminal too small",
        "",
        "          Current size: 40x8",
        "          Needed size:  80x24",
        "",
        "     Enlarge the window to continue",
        "",
      ])
  }

  @Test func fitsTenByThree() {
    let text = renderedText(
      TooSmallWidget(current: TerminalSize(columns: 10, rows: 3), needed: needed), width: 10,
      height: 3)
    #expect(text == "Too small\nnow 10x3\nneed 80x24")
  }

  @Test(arguments: [(20, 1), (9, 1), (3, 1), (1, 1), (0, 0)])
  func singleLineAndSmallerStillShowTheSizes(width: Int, height: Int) {
    let current = TerminalSize(columns: width, rows: height)
    let buffer = rendered(
      TooSmallWidget(current: current, needed: needed), width: width, height: height)
    let line = buffer.lines().first ?? ""
    #expect(line.count <= width)
    if width >= 11 { #expect(line.contains("\(width)x1<80x24")) }
  }

  @Test func sizesAreColouredByMeaning() {
    let buffer = rendered(
      TooSmallWidget(current: TerminalSize(columns: 10, rows: 3), needed: needed), width: 10,
      height: 3)
    #expect(buffer.roleMapLines() == ["WWWWWWWWW", "....-----", ".....+++++"])
  }
}
