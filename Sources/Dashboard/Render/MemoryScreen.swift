/// A terminal that exists only in memory: the backend for tests and `--headless` mode.
///
/// It keeps the presented frame, so tests read the "screen" as text, and counts what a real
/// terminal would have been sent, so tests can prove that an unchanged frame writes nothing and a
/// one-cell change writes one cell.
final class MemoryScreen: TerminalBackend {
  /// The screen's size; change it with ``resize(to:)``.
  private(set) var size: TerminalSize
  /// What the screen shows now (blank until the first frame).
  private(set) var buffer: CellBuffer
  /// How many times ``present(_:)`` was called, including frames that changed nothing.
  private(set) var framesPresented = 0
  /// Total cells written over all frames.
  private(set) var cellsWritten = 0
  /// Cells written by the most recent frame.
  private(set) var cellsWrittenLastFrame = 0
  /// How many times ``invalidate()`` was called.
  private(set) var invalidations = 0

  private var tracker = ChangeTracker()

  /// Creates a blank screen of `size`.
  init(size: TerminalSize) {
    self.size = size
    buffer = CellBuffer(size: size)
  }

  /// Convenience for `init(size:)`.
  convenience init(columns: Int, rows: Int) {
    self.init(size: TerminalSize(columns: columns, rows: rows))
  }

  /// Shows `frame`, fitted to the screen's size, and counts the cells that changed.
  func present(_ frame: CellBuffer) {
    let fitted =
      frame.width == buffer.width && frame.height == buffer.height
      ? frame : frame.resized(width: buffer.width, height: buffer.height)
    let changes = tracker.changes(toPresent: fitted)
    for change in changes {
      buffer[x: change.x, y: change.y] = change.cell
    }
    framesPresented += 1
    cellsWrittenLastFrame = changes.count
    cellsWritten += changes.count
  }

  /// Makes the next frame rewrite every cell, as Ctrl-L or SIGCONT would on a real terminal.
  func invalidate() {
    invalidations += 1
    tracker.invalidate()
  }

  /// Changes the screen's size, as a window resize would: the content is cropped or padded with
  /// blanks and the next frame rewrites every cell.
  func resize(to newSize: TerminalSize) {
    size = newSize
    buffer = buffer.resized(width: newSize.columns, height: newSize.rows)
    tracker.invalidate()
  }

  /// The screen as text, rows trimmed of trailing spaces.
  var text: String { buffer.text }

  /// The screen's rows, trimmed of trailing spaces.
  func lines() -> [String] { buffer.lines() }
}
