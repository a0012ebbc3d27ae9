import GlanceCore

/// Where the runtime hands a state to be shown: a ``FramePipeline`` (composer, presenter,
/// backend) run either on the main loop (``InlineScreen``) or on a terminal thread of its own
/// (``TerminalThread``). The runtime hands over only an immutable state value.
@MainActor
public protocol FrameScreen: AnyObject {
  /// What frames are composed from and what composing them reports.
  associatedtype Composer: FrameComposer

  /// The glyphs and colours frames are drawn with.
  nonisolated var context: RenderContext { get }

  /// Composes and shows `state`. `shown` gets what it took, on any thread, unless a newer state
  /// was handed over before this one was composed (then only the newer one is shown).
  func present(
    _ state: Composer.State,
    shown: @escaping @Sendable (FrameReport<Composer.Counts>) -> Void)

  /// Makes the next frame rewrite every cell.
  func invalidate()
}

/// A backend composed and written on the main loop as each state is presented: for the
/// in-memory screen (tests, headless runs).
@MainActor
public final class InlineScreen<Backend: TerminalBackend, Composer: FrameComposer>: FrameScreen {
  private var pipeline: FramePipeline<Backend, Composer>
  /// The glyphs and colours frames are drawn with.
  public nonisolated let context: RenderContext

  /// Presents on `backend`, composing with `composer`.
  public init(_ backend: Backend, composer: Composer) {
    pipeline = FramePipeline(backend: backend, composer: composer)
    context = composer.context
  }

  /// The backend frames are written to.
  public var backend: Backend { pipeline.backend }

  /// Composes and writes `state` now, on the main loop.
  public func present(
    _ state: Composer.State,
    shown: @escaping @Sendable (FrameReport<Composer.Counts>) -> Void
  ) {
    shown(pipeline.show(state))
  }

  /// Makes the next frame rewrite every cell.
  public func invalidate() {
    pipeline.invalidate()
  }
}
