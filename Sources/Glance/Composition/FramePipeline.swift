import GlanceCore
import GlanceTerminal
import Glibc

/// Turns board frames into what a backend shows, on the one thread that owns it: the
/// ``BoardCompositor`` draws the parts of the frame that changed into its buffer, the
/// ``FramePresenter`` sends the cells that differ from the screen, and both are timed. The
/// ``BackendThread`` runs one, so that the main loop only hands over the frame value and never
/// waits for it; the in-memory screen runs one inline (``InlineScreen``).
struct FramePipeline<Backend: TerminalBackend> {
  /// Glyphs and colours for frames.
  var context: RenderContext { compositor.context }
  /// Where frames go.
  private(set) var presenter: FramePresenter<Backend>
  private var compositor: BoardCompositor
  /// Whether frames read this thread's CPU time (a system call each), for the statistics file
  /// only: a run that writes none pays nothing for it.
  private let measuresCPU: Bool

  /// A pipeline composing with `compositor` onto `backend`, reading the thread's CPU time
  /// around each frame with `measuresCPU`.
  init(backend: Backend, compositor: BoardCompositor, measuresCPU: Bool = false) {
    presenter = FramePresenter(backend: backend)
    self.compositor = compositor
    self.measuresCPU = measuresCPU
  }

  /// The backend frames are written to.
  var backend: Backend { presenter.backend }

  /// Composes `frame` and shows it; returns what it took.
  mutating func show(_ frame: BoardFrame) -> FrameReport {
    let started = ContinuousClock.now
    let startedCPU = threadCPUTime()
    let composed: ContinuousClock.Instant
    let composingCPU: Duration
    do {
      // The screen shares the compositor's storage only within this scope: the presenter keeps
      // its own copy of the screen, so the next frame is drawn into the same storage in place.
      let screen = compositor.compose(frame)
      composed = .now
      composingCPU = threadCPUTime() - startedCPU
      presenter.present(screen)
    }
    let flushed = ContinuousClock.now
    return FrameReport(
      composing: composed - started, composingCPU: composingCPU, writing: flushed - composed,
      cpu: threadCPUTime() - startedCPU, flushedAt: flushed, counts: compositor.counts)
  }

  /// The CPU time this thread has used (zero unless ``measuresCPU``): composing measured in it
  /// leaves out the time the thread was not running (preempted by another thread of this or
  /// another process).
  private func threadCPUTime() -> Duration {
    guard measuresCPU else { return .zero }
    var now = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now)
    return .seconds(now.tv_sec) + .nanoseconds(now.tv_nsec)
  }

  /// Makes the next frame rewrite every cell (Ctrl-L, resume, resize).
  mutating func invalidate() {
    presenter.invalidate()
  }
}
