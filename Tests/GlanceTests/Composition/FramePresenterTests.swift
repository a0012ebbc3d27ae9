import TestSupport
import Testing

@testable import GlanceCore

/// The presenter's frames on the in-memory screen: the first frame writes every cell, later
/// ones only the cells that changed, and a frame of another size is fitted to the screen.
@Suite struct FramePresenterTests {
  private func frame(_ text: String, columns: Int = 10, rows: Int = 3) -> CellBuffer {
    var buffer = CellBuffer(width: columns, height: rows)
    buffer.write(text, x: 0, y: 0)
    return buffer
  }

  @Test func firstFrameWritesEveryCellThenOnlyChanges() {
    let screen = TestScreen(columns: 10, rows: 3)
    screen.present(frame("hello"))
    #expect(screen.framesPresented == 1)
    #expect(screen.cellsWrittenLastFrame == 30)
    #expect(screen.text == "hello\n\n")

    screen.present(frame("hello"))
    #expect(screen.framesPresented == 2)
    #expect(screen.cellsWrittenLastFrame == 0)

    screen.present(frame("jello"))
    #expect(screen.cellsWrittenLastFrame == 1)
    #expect(screen.cellsWritten == 31)
    #expect(screen.lines() == ["jello", "", ""])
  }

  /// A wide character is a lead and a continuation on the screen too; replacing it with
  /// another writes only the lead, and shifting it by a column rewrites the cells it covered.
  @Test func wideCharactersReachTheScreenWhole() {
    let screen = TestScreen(columns: 10, rows: 1)
    screen.present(frame("a日本e\u{301}", columns: 10, rows: 1))
    #expect(screen.lines() == ["a日本e\u{301}"])
    screen.present(frame("a日語e\u{301}", columns: 10, rows: 1))
    #expect(screen.cellsWrittenLastFrame == 1)
    screen.present(frame("ab日語e\u{301}", columns: 10, rows: 1))
    #expect(screen.lines() == ["ab日語e\u{301}"])
    #expect(screen.buffer == frame("ab日語e\u{301}", columns: 10, rows: 1))
  }

  @Test func styleOnlyChangesCountAsWrites() {
    let screen = TestScreen(columns: 4, rows: 1)
    screen.present(frame("ab", columns: 4, rows: 1))
    var restyled = frame("ab", columns: 4, rows: 1)
    restyled.setStyle(Style(.highlight), in: Rect(x: 0, y: 0, width: 1, height: 1))
    screen.present(restyled)
    #expect(screen.cellsWrittenLastFrame == 1)
    #expect(screen.buffer[x: 0, y: 0].style.role == .highlight)
  }

  @Test func invalidateForcesAFullRedraw() {
    let screen = TestScreen(columns: 5, rows: 2)
    screen.present(frame("x", columns: 5, rows: 2))
    screen.invalidate()
    screen.present(frame("x", columns: 5, rows: 2))
    #expect(screen.memory.repaints == 2)
    #expect(screen.cellsWrittenLastFrame == 10)
  }

  @Test func resizeKeepsTheOverlapAndRedrawsEverythingNext() {
    let screen = TestScreen(columns: 6, rows: 2)
    screen.present(frame("abcdef", columns: 6, rows: 2))
    screen.resize(to: TerminalSize(columns: 3, rows: 3))
    #expect(screen.size == TerminalSize(columns: 3, rows: 3))
    #expect(screen.lines() == ["abc", "", ""])
    screen.present(frame("xyz", columns: 3, rows: 3))
    #expect(screen.cellsWrittenLastFrame == 9)
    #expect(screen.lines() == ["xyz", "", ""])
  }

  @Test func framesOfTheWrongSizeAreFittedToTheScreen() {
    let screen = TestScreen(columns: 4, rows: 1)
    screen.present(frame("abcdefgh", columns: 8, rows: 2))
    #expect(screen.lines() == ["abcd"])
    #expect(screen.cellsWrittenLastFrame == 4)
    screen.present(frame("ab", columns: 2, rows: 1))
    #expect(screen.lines() == ["ab"])
    #expect(screen.cellsWrittenLastFrame == 2)
  }

  @Test func presentingTheSameScreenTwiceWritesNothing() {
    let screen = TestScreen(columns: 80, rows: 24)
    let frame = SampleScreen.render(size: screen.size, context: .standard)
    screen.present(frame)
    screen.present(SampleScreen.render(size: screen.size, context: .standard))
    #expect(screen.cellsWrittenLastFrame == 0)
    screen.present(SampleScreen.render(size: screen.size, context: .standard, help: true))
    #expect(screen.cellsWrittenLastFrame > 0)
    #expect(screen.cellsWrittenLastFrame < 80 * 24 / 2)
  }
}
