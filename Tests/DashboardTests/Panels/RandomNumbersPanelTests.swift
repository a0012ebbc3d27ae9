import ObserverModel
import Testing

@testable import Dashboard
@testable import GlanceCore

/// The numbers panel is redrawn for every number; what a new number changes on screen is what
/// the terminal is sent, so it must stay small.
@Suite struct RandomNumbersPanelTests {
  let history = RandomNumberHistory()
  let range = -9000...9000

  /// The panel's content at the size it has in a 100 × 30 window: two rows of big digits, a
  /// blank row, seven rows of sparkline, three rows of statistics.
  func draw(context: RenderContext = .standard) -> CellBuffer {
    var model = NumbersState(interval: .seconds(1), isPaused: true, range: range)
    model.summary = history.summaries.value
    var buffer = CellBuffer(width: 48, height: 13)
    RandomNumbersPanel(model: model).render(into: &buffer, area: buffer.bounds, context: context)
    return buffer
  }

  @Test func aNewNumberChangesTwoSparklineColumnsAndFewOtherCells() {
    var generator = SeededGenerator(seed: 3)
    func feed() { history.onRandomNumber(Int.random(in: range, using: &generator)) }
    // Past one sweep of the 48-column strip, so the gap overwrites old samples.
    for _ in 0..<100 { feed() }
    for _ in 0..<40 {
      let before = draw()
      feed()
      let changes = draw().changes(since: before)
      let sparkline = changes.filter { (3..<10).contains($0.y) }
      #expect(Set(sparkline.map(\.x)).count <= 2)
      // Big digits: at most the 19 × 2 cells of a "-9000" field. Statistics: mean and count.
      #expect(changes.filter { $0.y < 2 }.count <= 38)
      #expect(changes.filter { $0.y >= 10 }.count <= 20)
    }
  }

  @Test func digitsKeepTheirColumnsWhateverTheLength() {
    history.onRandomNumber(-9000)
    let long = draw().lines()
    history.onRandomNumber(5)
    let short = draw().lines()
    // The units digit ends in the same column.
    #expect(long[1].count == short[1].count)
  }

  @Test func asciiKeepsTheThreeRowSevenSegmentDigits() {
    history.onRandomNumber(-42)
    let lines = draw(context: .plain).lines()
    #expect(lines[0].hasSuffix(" _"))
    #expect(lines[1].hasSuffix(" _  |_|  _|"))
    #expect(lines[2].hasSuffix("  | |_"))
  }
}
