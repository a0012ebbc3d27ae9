import GlanceCore
import GlanceTerminal

/// A backend composed and written on the main loop as each frame is presented: for the
/// in-memory screen (tests, headless runs).
@MainActor
final class InlineScreen<Backend: TerminalBackend>: FrameScreen {
  private var pipeline: FramePipeline<Backend>
  /// The glyphs and colours frames are drawn with.
  nonisolated let context: RenderContext

  /// Presents on `backend`, composing with `compositor`.
  init(_ backend: Backend, compositor: BoardCompositor) {
    pipeline = FramePipeline(backend: backend, compositor: compositor)
    context = compositor.context
  }

  /// The backend frames are written to.
  var backend: Backend { pipeline.backend }

  /// Composes and writes `frame` now, on the main loop.
  func present(_ frame: BoardFrame, shown: @escaping @Sendable (FrameReport) -> Void) {
    shown(pipeline.show(frame))
  }

  /// Makes the next frame rewrite every cell.
  func invalidate() {
    pipeline.invalidate()
  }
}
