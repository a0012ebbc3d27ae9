import GlanceCore

/// A terminal that exists only in memory: the backend for tests (`BoardTester`'s screen) and
/// `--headless` mode.
///
/// It keeps what was written, so tests read the "screen" as text, and counts the cells written,
/// so tests can prove that an unchanged frame writes nothing and a one-cell change writes one.
public final class MemoryScreen: TerminalBackend {
  /// The screen's size; change it with ``resize(to:)``.
  public private(set) var size: TerminalSize
  /// What the screen shows now (blank until the first frame).
  public private(set) var buffer: CellBuffer
  /// How many frames were written, including frames that changed nothing.
  public private(set) var framesPresented = 0
  /// Total cells written over all frames.
  package private(set) var cellsWritten = 0
  /// Cells written by the most recent frame.
  package private(set) var cellsWrittenLastFrame = 0
  /// How many frames repainted every cell.
  package private(set) var repaints = 0

  /// Creates a blank screen of `size`.
  public init(size: TerminalSize) {
    self.size = size
    buffer = CellBuffer(size: size)
  }

  /// Convenience for `init(size:)`.
  public convenience init(columns: Int, rows: Int) {
    self.init(size: TerminalSize(columns: columns, rows: rows))
  }

  /// Stores `changes` in the in-memory screen and counts them.
  public func write(_ changes: [CellChange], repaint: Bool) {
    for change in changes {
      buffer[x: change.x, y: change.y] = change.cell
    }
    framesPresented += 1
    if repaint { repaints += 1 }
    cellsWrittenLastFrame = changes.count
    cellsWritten += changes.count
  }

  /// Nothing to do: ``write(_:repaint:)`` already stored the cells.
  public func flush() {}

  /// Changes the screen's size, as a window resize would: the content is cropped or padded with
  /// blanks until the next frame.
  public func resize(to newSize: TerminalSize) {
    size = newSize
    buffer = buffer.resized(width: newSize.columns, height: newSize.rows)
  }

  /// The screen as text, rows trimmed of trailing spaces.
  public var text: String { buffer.text }

  /// The screen's rows, trimmed of trailing spaces.
  public func lines() -> [String] { buffer.lines() }
}
