import GlanceCore

/// Remembers the frame a backend last presented and works out what the next one must write.
///
/// The runtime's diff, as in ratatui's `Terminal` over its `Backend`: a backend is only told the
/// cells to write, so "write only changed cells" and "redraw everything after invalidate" behave
/// the same on the real terminal, in tests and on any backend of the user's.
///
/// It keeps its own copy of the screen and brings it up to date by writing the changed
/// cells into it, rather than keeping the caller's frame: so the ``BoardCompositor``'s buffer stays
/// the only reference to its storage and is drawn into in place, frame after frame, without
/// copying the whole grid. The list of changes is reused between frames too.
struct ScreenDiff: Sendable {
  /// The frame now on screen, as far as we know; `nil` before the first frame and after
  /// ``invalidate()``.
  private(set) var presented: CellBuffer?
  /// The last frame's changes, kept for its capacity.
  private var scratch: [CellChange] = []

  /// A diff that knows nothing about the screen yet.
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
    scratch.removeAll(keepingCapacity: true)
    if var screen = presented, screen.size == frame.size {
      presented = nil  // `screen` is now the only reference: updated in place
      screen.update(to: frame, recordingChangesIn: &scratch)
      presented = screen
    } else {
      frame.changes(since: CellBuffer(width: 0, height: 0), into: &scratch)
      presented = frame
    }
    return scratch
  }
}
