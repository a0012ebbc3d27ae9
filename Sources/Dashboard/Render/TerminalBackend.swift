/// Where frames go: the real terminal (ncurses) or an in-memory screen.
///
/// The main loop renders a whole frame into a ``CellBuffer`` of ``size`` and hands it to
/// ``present(_:)``; the backend writes only the cells that differ from the last frame it
/// presented (``ChangeTracker`` does the bookkeeping). After something outside our control has
/// disturbed the screen — Ctrl-L, SIGCONT after Ctrl-Z, a resize — call ``invalidate()`` and the
/// next `present` rewrites every cell.
///
/// A backend is used from one thread or serial queue at a time.
protocol TerminalBackend: AnyObject {
  /// The current size of the screen; frames should be rendered at this size.
  var size: TerminalSize { get }

  /// Shows `buffer`, writing only the cells changed since the previous call (all of them after
  /// ``invalidate()`` or when the size changed). A buffer of a different size than the screen
  /// is clipped or padded with blanks to the screen's size.
  func present(_ buffer: CellBuffer)

  /// Forgets what is on screen, so that the next ``present(_:)`` redraws every cell.
  func invalidate()
}
