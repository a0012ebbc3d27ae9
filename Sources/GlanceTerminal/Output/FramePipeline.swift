import GlanceCore
import Glibc

/// Turns states into what a backend shows, on the one thread that owns it: the composer
/// draws the parts of the state that changed into its buffer, the ``FramePresenter`` sends the
/// cells that differ from the screen. The terminal thread runs one, so that the main loop only
/// hands over the state value and never waits for a frame; the in-memory screen runs one inline.
public struct FramePipeline<Backend: TerminalBackend, Composer: FrameComposer> {
  /// Glyphs and colours for frames.
  public var context: RenderContext { compositor.context }
  /// Where frames go.
  public private(set) var presenter: FramePresenter<Backend>
  private var compositor: Composer

  /// A pipeline composing with `composer` onto `backend`.
  public init(backend: Backend, composer: Composer) {
    presenter = FramePresenter(backend: backend)
    compositor = composer
  }

  /// The backend frames are written to.
  public var backend: Backend { presenter.backend }

  /// Composes `state` and shows it; returns what it took.
  public mutating func show(_ state: Composer.State) -> FrameReport<Composer.Counts> {
    let started = ContinuousClock.now
    let startedCPU = Self.threadCPUTime()
    let composed: ContinuousClock.Instant
    let composingCPU: Duration
    do {
      // The frame shares the compositor's storage only within this scope: the presenter keeps
      // its own copy of the screen, so the next frame is drawn into the same storage in place.
      let frame = compositor.compose(state)
      composed = .now
      composingCPU = Self.threadCPUTime() - startedCPU
      presenter.present(frame)
    }
    let flushed = ContinuousClock.now
    return FrameReport(
      composing: composed - started, composingCPU: composingCPU, writing: flushed - composed,
      cpu: Self.threadCPUTime() - startedCPU, flushedAt: flushed, counts: compositor.counts)
  }

  /// The CPU time this thread has used: composing measured in it leaves out the time the
  /// thread was not running (preempted by another thread of this or another process).
  private static func threadCPUTime() -> Duration {
    var now = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now)
    return .seconds(now.tv_sec) + .nanoseconds(now.tv_nsec)
  }

  /// Makes the next frame rewrite every cell (Ctrl-L, resume, resize).
  public mutating func invalidate() {
    presenter.invalidate()
  }
}

/// What showing one frame took, for the runtime's statistics.
public struct FrameReport<Counts: Sendable>: Sendable {
  /// Composing the frame from the state, on the wall clock.
  public var composing: Duration
  /// The CPU time the composing thread spent on it (no more than ``composing``; less when the
  /// thread was preempted meanwhile).
  public var composingCPU: Duration
  /// Working out the changed cells and writing them to the backend.
  public var writing: Duration
  /// The CPU time the thread spent on the whole frame, the write's system time included (no
  /// more than composing plus writing; less when the thread was preempted meanwhile).
  public var cpu: Duration
  /// When the frame was on the backend.
  public var flushedAt: ContinuousClock.Instant
  /// What the compositor has drawn so far.
  public var counts: Counts
}
