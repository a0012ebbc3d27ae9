import TestSupport
import Testing

@testable import GlanceCore

/// Shrinking windows used to crash terminal programs; no widget may crash or draw outside its
/// area, whatever rectangle it is handed.
@Suite struct WidgetRobustnessTests {
  static var widgets: [any Widget] {
    [
      PanelWidget(title: "Panel", trailingTitle: "status", isFocused: true),
      TextWidget(["a line of text", "another"], alignment: .center),
      BigNumberWidget(-1234), BigNumberWidget("9.5"),
      SparklineWidget([1, 5, 2, .nan, 8, 3]),
      TableWidget(
        columns: [TableColumn("A", width: .fixed(4)), TableColumn("B", alignment: .right)],
        rows: [["x", "1"], ["y", "2"], ["z", "3"]], selectedRow: 2),
      KeyHintFooterWidget(hints: [KeyHint("q", "quit")], message: "hello"),
      HelpOverlayWidget(bindings: [KeyHint("q", "quit"), KeyHint("?", "help")]),
      TooSmallWidget(
        current: TerminalSize(columns: 5, rows: 2), needed: TerminalSize(columns: 80, rows: 24)),
    ] + ChartTinySizeTests.charts
  }

  static let areas: [Rect] = [
    Rect(x: 0, y: 0, width: 0, height: 0), Rect(x: 2, y: 1, width: 1, height: 1),
    Rect(x: -3, y: -2, width: 6, height: 4), Rect(x: 5, y: 3, width: 40, height: 40),
    Rect(x: Int.min, y: Int.min, width: Int.max, height: Int.max),
    Rect(x: Int.max, y: Int.max, width: Int.max, height: Int.max),
    Rect(x: -Int.max, y: 0, width: Int.max, height: 3),
    Rect(x: 1, y: 1, width: Int.max, height: Int.max),
  ]

  @Test(arguments: areas)
  func everyWidgetClipsToItsAreaAndTheBuffer(area: Rect) {
    for context in [RenderContext.standard, .plain] {
      for widget in Self.widgets {
        let background = CellBuffer(width: 12, height: 6, filling: Cell("x"))
        var buffer = background
        widget.render(into: &buffer, area: area, context: context)
        for change in buffer.changes(since: background) {
          #expect(area.contains(x: change.x, y: change.y), "\(type(of: widget)) at \(area)")
        }
      }
    }
  }

  @Test func everyWidgetSurvivesEmptyBuffers() {
    for widget in Self.widgets {
      var buffer = CellBuffer(width: 0, height: 0)
      widget.render(into: &buffer, area: Rect(width: 10, height: 10), context: .standard)
      #expect(buffer.text.isEmpty)
    }
  }
}
