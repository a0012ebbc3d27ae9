/// Where the runtime hands the state to be shown: a ``FramePipeline`` (compositor, presenter,
/// backend) run either on the main loop (``InlineScreen``) or on a terminal thread of its own
/// (``TerminalThread``). The runtime hands over only the immutable ``DashboardState`` value.
@MainActor
protocol FrameScreen: AnyObject {
  /// The glyphs and colours frames are drawn with.
  nonisolated var context: RenderContext { get }

  /// Composes and shows `state`. `shown` gets what it took, on any thread, unless a newer state
  /// was handed over before this one was composed (then only the newer one is shown).
  func present(_ state: DashboardState, shown: @escaping @Sendable (FrameReport) -> Void)

  /// Makes the next frame rewrite every cell.
  func invalidate()
}

/// A backend composed and written on the main loop as each state is presented: for the
/// in-memory screen (tests, headless runs).
@MainActor
final class InlineScreen<Backend: TerminalBackend>: FrameScreen {
  private var pipeline: FramePipeline<Backend>
  nonisolated let context: RenderContext

  /// Presents on `backend`, drawing with `context`.
  init(_ backend: Backend, context: RenderContext) {
    pipeline = FramePipeline(backend: backend, context: context)
    self.context = context
  }

  /// The backend frames are written to.
  var backend: Backend { pipeline.backend }

  func present(_ state: DashboardState, shown: @escaping @Sendable (FrameReport) -> Void) {
    shown(pipeline.show(state))
  }

  func invalidate() {
    pipeline.invalidate()
  }
}
