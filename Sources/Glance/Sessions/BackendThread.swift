import Dispatch
import Foundation
import GlanceCore
import GlanceTerminal
import Synchronization

/// The one serial queue on which a backend runs, one for each screen a board is shown on (the
/// terminal's, and each attached viewer's): frames are composed and written, keys read, and the
/// screen suspended, resized and closed there, never on the main loop. The backend
/// only does the I/O; composing, diffing and timing the frame are the runtime's
/// (``FramePipeline``), run here so that they stay off the main actor.
///
/// The main loop only reduces events into the board and hands its snapshot over: composing a
/// frame and writing it (which wakes the terminal, tmux or an emulator, and can take longer than
/// composing) both happen here, so a worker's hop to the main loop never waits behind a frame.
///
/// Frames are coalesced: if the thread is still busy with one frame when the next is handed
/// over, only the newest waiting one is composed, so a slow terminal never builds up a backlog
/// and no frame is composed that would not be written.
///
/// A frame handed over rings a user-data source on the queue rather than sending a block with
/// `async`: ringing allocates nothing, while each `async` allocates a continuation that the
/// worker thread running it keeps in its own cache (libdispatch keeps up to 1,024 per thread),
/// so that frames sent to many screens would grow every worker's cache to that bound.
final class BackendThread<Backend: TerminalBackend>: @unchecked Sendable {
  // @unchecked: `pipeline` (and its backend) and `isSuspended` are only touched on `queue`;
  // `outbox` is guarded by its mutex.

  /// What the main loop has handed over and the backend queue has not yet shown.
  private struct Outbox {
    var frame: BoardFrame?
    var shown: (@Sendable (FrameReport) -> Void)?
    var invalidate = false
  }

  private let queue = DispatchQueue(label: "glance.backend", qos: .userInteractive)
  /// Rung when a frame waits in the outbox; its handler shows it on the queue.
  private let doorbell: any DispatchSourceUserDataOr
  private var pipeline: FramePipeline<Backend>
  private let outbox = Mutex(Outbox())
  /// Between ``suspend()`` and ``resume()``: frames are dropped.
  private var isSuspended = false
  /// The glyphs and colours frames are drawn with.
  let context: RenderContext

  /// Takes over `backend`; from now on it is used only on the backend queue. With
  /// `measuresCPU`, frames read the thread's CPU time, for the statistics file.
  nonisolated init(backend: sending Backend, compositor: BoardCompositor, measuresCPU: Bool = false)
  {
    pipeline = FramePipeline(backend: backend, compositor: compositor, measuresCPU: measuresCPU)
    context = compositor.context
    doorbell = DispatchSource.makeUserDataOrSource(queue: queue)
    doorbell.setEventHandler { [weak self] in self?.showWaitingFrame() }
    doorbell.activate()
  }

  deinit {
    doorbell.cancel()
  }

  /// The backend's size when the session starts.
  nonisolated var size: TerminalSize {
    queue.sync { pipeline.backend.size }
  }

  /// Reads the backend's size again (after a resize); the next frame repaints.
  nonisolated func refreshSize() -> TerminalSize {
    queue.sync {
      pipeline.invalidate()
      return pipeline.backend.refreshSize()
    }
  }

  /// Leaves curses mode so the shell gets a sane terminal (before stopping).
  nonisolated func suspend() {
    queue.sync {
      isSuspended = true
      pipeline.backend.suspend()
    }
  }

  /// Re-enters curses mode after ``suspend()``; returns the size now. The next frame repaints.
  nonisolated func resume() -> TerminalSize {
    queue.sync {
      isSuspended = false
      pipeline.backend.resume()
      pipeline.invalidate()
      return pipeline.backend.size
    }
  }

  /// Stops reading and restores the terminal for good.
  nonisolated func close() {
    queue.sync {
      pipeline.backend.stopReading()
      pipeline.backend.close()
    }
  }

  /// Makes the next frame rewrite every cell.
  nonisolated func invalidate() {
    outbox.withLock { $0.invalidate = true }
  }

  /// Hands `frame` to the backend queue; a frame still waiting there is replaced by it.
  nonisolated func present(_ frame: BoardFrame, shown: @escaping @Sendable (FrameReport) -> Void) {
    let idle = outbox.withLock { outbox in
      defer { (outbox.frame, outbox.shown) = (frame, shown) }
      return outbox.frame == nil
    }
    guard idle else { return }  // a frame is already waiting; the doorbell rang for it
    doorbell.or(data: 1)
  }

  /// Shows the frame waiting in the outbox, if any; on the queue.
  private func showWaitingFrame() {
    let (next, shown, invalidate) = outbox.withLock { outbox in
      defer { outbox = Outbox() }
      return (outbox.frame, outbox.shown, outbox.invalidate)
    }
    guard let next, !isSuspended else { return }
    if invalidate { pipeline.invalidate() }
    let report = pipeline.show(next)
    shown?(report)
  }

  /// Waits until every frame handed over before has been shown (or dropped as stale).
  nonisolated func waitUntilShown() {
    // A frame still waiting is shown here, whether or not the doorbell's handler ran yet.
    queue.sync { showWaitingFrame() }
  }

  /// Starts the backend's input; `received` gets each input with when it was read, on any
  /// thread.
  nonisolated func startReading(
    _ received: @escaping @Sendable (TerminalInput, ContinuousClock.Instant) -> Void
  ) {
    queue.async { [self] in
      pipeline.backend.startReading(on: queue) { received($0, .now) }
    }
  }
}

extension BackendThread: FrameScreen {}
