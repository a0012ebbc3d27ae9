/// Where the runtime hands its frames: a backend behind a ``FramePresenter``, written either on
/// the main loop (``InlineScreen``) or on a terminal thread of its own (``TerminalThread``).
@MainActor
protocol FrameScreen: AnyObject {
  /// Shows `frame`. `written` gets how long the write took, on any thread, unless the frame was
  /// superseded by a newer one before it was written.
  func present(_ frame: CellBuffer, written: @escaping @Sendable (Duration) -> Void)

  /// Makes the next frame rewrite every cell.
  func invalidate()
}

/// A backend written on the main loop as each frame is presented: for the in-memory screen.
@MainActor
final class InlineScreen<Backend: TerminalBackend>: FrameScreen {
  private var presenter: FramePresenter<Backend>

  /// Presents on `backend`.
  init(_ backend: Backend) {
    presenter = FramePresenter(backend: backend)
  }

  /// The backend frames are written to.
  var backend: Backend { presenter.backend }

  func present(_ frame: CellBuffer, written: @escaping @Sendable (Duration) -> Void) {
    let started = ContinuousClock.now
    presenter.present(frame)
    written(.now - started)
  }

  func invalidate() {
    presenter.invalidate()
  }
}
