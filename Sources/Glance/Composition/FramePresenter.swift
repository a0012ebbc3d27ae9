import GlanceCore
import GlanceTerminal

/// Shows frames on a backend, sending only the cells that differ from the previous frame: the one
/// place where frames are compared, whichever backend they go to and whoever composed them (a
/// board's frames, and `glance replay`'s screens).
package struct FramePresenter<Backend: TerminalBackend> {
  /// The backend written to.
  package let backend: Backend
  private var diff = ScreenDiff()

  /// Presents on `backend`; the first frame rewrites every cell.
  package init(backend: Backend) {
    self.backend = backend
  }

  /// Shows `frame`, fitted to the backend's size (cropped or padded with blanks); returns how
  /// many cells were written.
  @discardableResult
  package mutating func present(_ frame: CellBuffer) -> Int {
    let size = backend.size
    let fitted =
      frame.size == size ? frame : frame.resized(width: size.columns, height: size.rows)
    let repaint = diff.presented?.size != fitted.size
    let changes = diff.changes(toPresent: fitted)
    backend.write(changes, repaint: repaint)
    backend.flush()
    return changes.count
  }

  /// Forgets what is on screen, so the next frame rewrites every cell (Ctrl-L, resume, resize).
  package mutating func invalidate() {
    diff.invalidate()
  }
}
