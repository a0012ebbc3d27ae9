import GlanceCore

/// Where a board's frames go: the real terminal, the in-memory ``MemoryScreen``, or a backend of
/// your own (a log file, a socket, a test double).
///
/// A backend only does I/O, as ratatui's `Backend` under its `Terminal`: it reports its size and
/// writes the cells it is given. The runtime composes each frame, compares it with the frame on
/// screen and hands over only the cells that differ, so a backend never diffs, composes or
/// times anything. A frame arrives as one ``write(_:repaint:)`` followed by one ``flush()``.
///
/// A backend is used from one thread or serial queue at a time.
///
/// ```swift
/// final class LogBackend: TerminalBackend {
///   let size = TerminalSize(columns: 80, rows: 24)
///   var pending: [CellChange] = []
///   func write(_ changes: [CellChange], repaint: Bool) { pending += changes }
///   func flush() {
///     print("\(pending.count) cells changed")
///     pending.removeAll()
///   }
/// }
/// ```
public protocol TerminalBackend: AnyObject {
  /// The current size of the screen; frames are fitted to it (cropped, or padded with blanks).
  var size: TerminalSize { get }

  /// Writes `changes`, the cells that differ from the frame on screen, in row-major order (top
  /// to bottom, left to right). `repaint` says that the screen's contents are unknown (first
  /// frame, Ctrl-L, resume, a new size) and the list holds every cell. A backend may hold the
  /// output back until ``flush()``.
  func write(_ changes: [CellChange], repaint: Bool)

  /// Shows everything written since the last flush: the frame is complete.
  func flush()
}
