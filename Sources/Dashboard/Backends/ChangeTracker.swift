/// Remembers the frame a backend last presented and works out what the next one must write.
///
/// Shared by every ``TerminalBackend`` so "write only changed cells" and "redraw everything after
/// invalidate" behave the same on the real terminal and in tests.
struct ChangeTracker: Sendable {
  /// The frame now on screen, as far as we know; `nil` before the first frame and after
  /// ``invalidate()``.
  private(set) var presented: CellBuffer?

  /// Creates a tracker that knows nothing about the screen yet.
  init() {}

  /// Forgets the presented frame: the next ``changes(toPresent:)`` lists every cell.
  mutating func invalidate() {
    presented = nil
  }

  /// The cells to write to turn the screen into `frame`, in row-major order; records `frame`
  /// as presented.
  ///
  /// Every cell is listed on the first call, after ``invalidate()``, and when `frame`'s size
  /// differs from the presented one.
  mutating func changes(toPresent frame: CellBuffer) -> [CellChange] {
    let result = presented.map { frame.changes(since: $0) } ?? frame.allCells()
    presented = frame
    return result
  }
}
