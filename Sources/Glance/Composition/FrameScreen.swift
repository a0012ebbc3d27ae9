import GlanceCore

/// Where the runtime hands a board's snapshot to be shown: a ``FramePipeline`` (compositor,
/// presenter, backend) run either on the main loop (``InlineScreen``) or on a terminal thread of
/// its own (``BackendThread``). The runtime hands over only an immutable ``BoardFrame``.
@MainActor
protocol FrameScreen: AnyObject {
  /// The glyphs and colours frames are drawn with.
  nonisolated var context: RenderContext { get }

  /// Composes and shows `frame`. `shown` gets what it took, on any thread, unless a newer frame
  /// was handed over before this one was composed (then only the newer one is shown).
  func present(_ frame: BoardFrame, shown: @escaping @Sendable (FrameReport) -> Void)

  /// Makes the next frame rewrite every cell.
  func invalidate()
}
