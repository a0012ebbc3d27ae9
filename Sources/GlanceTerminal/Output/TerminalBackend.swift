import GlanceCore

/// Where changed cells go: the real terminal (ncurses) or an in-memory screen.
///
/// A backend only writes: what changed since the last frame is worked out once, by a
/// ``FramePresenter``, for every backend alike.
///
/// A backend is used from one thread or serial queue at a time.
public protocol TerminalBackend: AnyObject {
  /// The current size of the screen; frames are fitted to it.
  var size: TerminalSize { get }

  /// Writes `changes` and shows them. `repaint` says the list holds every cell because the
  /// screen's contents are unknown (first frame, Ctrl-L, resume, a new size).
  func write(_ changes: [CellChange], repaint: Bool)
}
