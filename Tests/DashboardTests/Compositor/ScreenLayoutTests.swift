import Testing

@testable import Dashboard
@testable import Glance
@testable import GlanceCore

/// Where the header, panels and footer go at each size.
/// The demo's arrangement as the kit lays it out: panels by statistics name.
@MainActor
@Suite struct ScreenLayoutTests {
  private static let names = ["numbers", "cart", "lifecycle", "handoff", "extra"]

  private func layout(_ columns: Int, _ rows: Int, extra: Bool = false, focus: String = "numbers")
    -> BoardLayout?
  {
    let demo = DashboardDemo(
      configuration: DashboardConfiguration(),
      thread: RandomNumberThread(interval: .seconds(1), seed: 1, paused: true))
    var frame = demo.board.frame
    #expect(frame.panels.map(\.name) == Self.names)
    frame.size = TerminalSize(columns: columns, rows: rows)
    frame.panels[4].isVisible = extra
    frame.focus = Self.names.firstIndex(of: focus) ?? 0
    return BoardLayout(frame)
  }

  @Test(arguments: [(39, 12), (40, 11), (0, 0), (200, 5)])
  func belowTheMinimumThereIsNoLayout(columns: Int, rows: Int) {
    #expect(layout(columns, rows) == nil)
  }

  @Test(arguments: [(40, 12), (79, 40), (200, 23)])
  func belowFullSizeOnlyTheFocusedPanelShows(columns: Int, rows: Int) throws {
    let result = try #require(layout(columns, rows, focus: "lifecycle"))
    #expect(result.panels.map { Self.names[$0.index] } == ["lifecycle"])
    #expect(result.panels[0].frame == Rect(x: 0, y: 1, width: columns, height: rows - 2))
    #expect(result.header == Rect(x: 0, y: 0, width: columns, height: 1))
    #expect(result.footer == Rect(x: 0, y: rows - 1, width: columns, height: 1))
  }

  @Test func compactLayoutFallsBackToNumbersWhenFocusIsHidden() throws {
    let result = try #require(layout(40, 12, focus: "extra"))
    #expect(result.panels.map { Self.names[$0.index] } == ["numbers"])
  }

  @Test(arguments: [(80, 24), (120, 40), (81, 25)])
  func fullSizeTilesTheBodyWithFourPanels(columns: Int, rows: Int) throws {
    let result = try #require(layout(columns, rows))
    #expect(
      Set(result.panels.map { Self.names[$0.index] }) == [
        "numbers", "cart", "lifecycle", "handoff",
      ])
    expectTiling(result, columns: columns, rows: rows)
  }

  @Test(arguments: [(80, 24), (120, 40)])
  func extraPanelAppearsUnderTheNumbersItListensTo(columns: Int, rows: Int) throws {
    let result = try #require(layout(columns, rows, extra: true))
    #expect(Set(result.panels.map { Self.names[$0.index] }) == Set(Self.names))
    let frames = Dictionary(
      uniqueKeysWithValues: result.panels.map { (Self.names[$0.index], $0.frame) })
    let plain = try #require(layout(columns, rows))
    let plainFrames = Dictionary(
      uniqueKeysWithValues: plain.panels.map { (Self.names[$0.index], $0.frame) })
    // The hand-off panel keeps its full width; the numbers column is shared.
    #expect(frames["handoff"] == plainFrames["handoff"])
    #expect(frames["extra"]?.x == frames["numbers"]?.x)
    #expect(frames["extra"]?.width == frames["numbers"]?.width)
    #expect(frames["extra"]?.y == frames["numbers"]?.maxY)
    expectTiling(result, columns: columns, rows: rows)
  }

  /// Every body cell belongs to exactly one panel.
  private func expectTiling(
    _ layout: BoardLayout, columns: Int, rows: Int,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    var owners = Array(repeating: 0, count: columns * rows)
    for frame in layout.panels.map(\.frame) {
      for y in frame.y..<frame.maxY {
        for x in frame.x..<frame.maxX { owners[y * columns + x] += 1 }
      }
    }
    let body = owners[columns..<(columns * (rows - 1))]
    #expect(body.allSatisfy { $0 == 1 }, sourceLocation: sourceLocation)
  }
}
