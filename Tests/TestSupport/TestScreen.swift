@testable import Glance
@testable import GlanceCore
@testable import GlanceTerminal

/// An in-memory screen with its presenter, as the runtime uses them: frames in, the screen and
/// the cells written out.
package final class TestScreen {
  private var presenter: FramePresenter<MemoryScreen>

  /// A blank screen of `columns` × `rows`, with nothing presented yet.
  package init(columns: Int, rows: Int) {
    presenter = FramePresenter(backend: MemoryScreen(columns: columns, rows: rows))
  }

  /// The in-memory backend the frames go to.
  package var memory: MemoryScreen { presenter.backend }
  /// The screen's size.
  package var size: TerminalSize { memory.size }
  /// What the screen shows.
  package var buffer: CellBuffer { memory.buffer }
  /// How many frames were written.
  package var framesPresented: Int { memory.framesPresented }
  /// Cells written over all frames.
  package var cellsWritten: Int { memory.cellsWritten }
  /// Cells written by the last frame.
  package var cellsWrittenLastFrame: Int { memory.cellsWrittenLastFrame }
  /// The screen as text.
  package var text: String { memory.text }
  /// The screen's rows, trimmed of trailing spaces.
  package func lines() -> [String] { memory.lines() }

  /// Presents `frame` as the runtime does: fitted, and only its changed cells written.
  package func present(_ frame: CellBuffer) { presenter.present(frame) }
  /// Makes the next frame rewrite every cell.
  package func invalidate() { presenter.invalidate() }
  /// Resizes the screen, as a window resize would.
  package func resize(to size: TerminalSize) { memory.resize(to: size) }
}
