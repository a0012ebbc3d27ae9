import TestSupport
import Testing

@testable import GlanceCore

@Suite struct PanelWidgetTests {
  @Test func titleAndTrailingTitleSitInTheTopBorder() {
    let panel = PanelWidget(title: "Cart", trailingTitle: "3 items")
    #expect(
      rendered(panel, width: 22, height: 3).lines() == [
        "┌─ Cart ─── 3 items ─┐",
        "│                    │",
        "└────────────────────┘",
      ])
  }

  @Test func focusedPanelUsesTheFocusBoxAndRole() {
    let buffer = rendered(PanelWidget(title: "A", isFocused: true), width: 7, height: 3)
    #expect(buffer.lines() == ["┏━ A ━┓", "┃     ┃", "┗━━━━━┛"])
    #expect(buffer[x: 0, y: 0].style.role == .focusBorder)
    #expect(buffer[x: 3, y: 0].style.role == .title)
  }

  @Test func longTitlesAreCutAndTheTrailingTitleGoesFirst() {
    let panel = PanelWidget(title: "Random numbers", trailingTitle: "paused")
    #expect(rendered(panel, width: 16, height: 2).lines()[0] == "┌─ Random nu… ─┐")
    #expect(rendered(panel, width: 16, height: 2, context: .plain).lines()[0] == "+- Random nu~ -+")
  }

  @Test func tinyPanelsDoNotCrashAndStayInside() {
    for width in -1...4 {
      for height in -1...3 {
        var buffer = CellBuffer(width: 6, height: 5, filling: Cell("x"))
        let area = Rect(x: 1, y: 1, width: width, height: height)
        PanelWidget(title: "Title", trailingTitle: "t").render(
          into: &buffer, area: area, context: .standard)
        for change in buffer.changes(since: CellBuffer(width: 6, height: 5, filling: Cell("x"))) {
          #expect(area.contains(x: change.x, y: change.y), "\(width)x\(height)")
        }
      }
    }
  }

  @Test func contentAreaIsInsideTheBorder() {
    #expect(
      PanelWidget(title: "").contentArea(for: Rect(x: 2, y: 3, width: 10, height: 4))
        == Rect(x: 3, y: 4, width: 8, height: 2))
  }
}

@Suite struct TextWidgetTests {
  @Test func alignsEachLine() {
    let lines = ["ab", "abcd"]
    #expect(renderedText(TextWidget(lines), width: 6, height: 2) == "ab\nabcd")
    #expect(
      renderedText(TextWidget(lines, alignment: .right), width: 6, height: 2) == "    ab\n  abcd")
    #expect(
      renderedText(TextWidget(lines, alignment: .center), width: 6, height: 2) == "  ab\n abcd")
  }

  @Test func truncatesWithTheContextEllipsisAndDropsLinesBelow() {
    let widget = TextWidget(["abcdefgh", "second", "third"])
    #expect(renderedText(widget, width: 5, height: 2) == "abcd…\nseco…")
    #expect(renderedText(widget, width: 5, height: 2, context: .plain) == "abcd~\nseco~")
  }

  @Test func keepsSpanStylesAndGivesTheEllipsisTheCutSpanStyle() {
    let line = TextLine([
      TextSpan("ab", style: Style(.muted)), TextSpan("cdef", style: Style(.accent)),
    ])
    let buffer = rendered(TextWidget([line]), width: 4, height: 1)
    #expect(buffer.text == "abc…")
    #expect(buffer.roleMapLines() == ["mmAA"])
  }

  @Test func truncatedLineEdgeCases() {
    let line = TextLine([TextSpan("ab"), TextSpan("cd")])
    #expect(line.truncated(toWidth: 4, ellipsis: "~") == line)
    #expect(line.truncated(toWidth: 3, ellipsis: "~").plainText == "ab~")
    #expect(line.truncated(toWidth: 1, ellipsis: "~").plainText == "~")
    #expect(line.truncated(toWidth: 0, ellipsis: "~").plainText == "")
    #expect("abc".truncated(toWidth: -4, ellipsis: "~") == "")
  }
}
