@testable import Dashboard
@testable import Glance
@testable import GlanceCore
@testable import GlanceTerminal

/// An in-memory screen with its presenter, as the runtime uses them: frames in, the screen and
/// the cells written out.
final class TestScreen {
  private var presenter: FramePresenter<MemoryScreen>

  init(columns: Int, rows: Int) {
    presenter = FramePresenter(backend: MemoryScreen(columns: columns, rows: rows))
  }

  var memory: MemoryScreen { presenter.backend }
  var size: TerminalSize { memory.size }
  var buffer: CellBuffer { memory.buffer }
  var framesPresented: Int { memory.framesPresented }
  var cellsWritten: Int { memory.cellsWritten }
  var cellsWrittenLastFrame: Int { memory.cellsWrittenLastFrame }
  var text: String { memory.text }
  func lines() -> [String] { memory.lines() }

  func present(_ frame: CellBuffer) { presenter.present(frame) }
  func invalidate() { presenter.invalidate() }
  func resize(to size: TerminalSize) { memory.resize(to: size) }
}
