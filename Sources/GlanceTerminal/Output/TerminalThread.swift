import Dispatch
import Foundation
import GlanceCore
import Synchronization

/// The one serial queue on which ncurses runs: frames are composed and written, keys read, and
/// the screen suspended, resized and closed there, never on the main loop.
///
/// The main loop only reduces events into the state and hands the state value over: composing a
/// frame and writing it (which wakes the terminal, tmux or an emulator, and can take longer than
/// composing) both happen here, so a worker's hop to the main loop never waits behind a frame.
///
/// States are coalesced: if the thread is still busy with one frame when the next state is handed
/// over, only the newest waiting state is composed, so a slow terminal never builds up a backlog
/// and no frame is composed that would not be written.
public final class TerminalThread<Composer: FrameComposer>: @unchecked Sendable {
  // @unchecked: `pipeline` (and its backend) is only touched on `queue`; `outbox` is guarded by
  // its mutex.

  /// What the main loop has handed over and the terminal queue has not yet shown.
  private struct Outbox {
    var state: Composer.State?
    var shown: (@Sendable (FrameReport<Composer.Counts>) -> Void)?
    var invalidate = false
  }

  private let queue = DispatchQueue(label: "dashboard.terminal", qos: .userInteractive)
  private var pipeline: FramePipeline<NcursesBackend, Composer>
  private let outbox = Mutex(Outbox())
  /// The glyphs and colours frames are drawn with.
  public let context: RenderContext

  /// Takes over `backend`; from now on it is used only on the terminal queue.
  public nonisolated init(backend: NcursesBackend, composer: Composer) {
    pipeline = FramePipeline(backend: backend, composer: composer)
    context = composer.context
  }

  /// Reads the terminal's size now (after SIGWINCH) and tells ncurses; the next frame repaints.
  public nonisolated func refreshSize() -> TerminalSize {
    queue.sync {
      pipeline.invalidate()
      return pipeline.backend.refreshSize()
    }
  }

  /// Leaves curses mode so the shell gets a sane terminal (before stopping).
  public nonisolated func suspend() {
    queue.sync { pipeline.backend.suspend() }
  }

  /// Re-enters curses mode after ``suspend()``; returns the size now. The next frame repaints.
  public nonisolated func resume() -> TerminalSize {
    queue.sync {
      pipeline.backend.resume()
      pipeline.invalidate()
      return pipeline.backend.size
    }
  }

  /// Restores the terminal for good.
  public nonisolated func close() {
    queue.sync { pipeline.backend.close() }
  }

  /// Makes the next frame rewrite every cell.
  public nonisolated func invalidate() {
    outbox.withLock { $0.invalidate = true }
  }

  /// Hands `state` to the terminal queue; a state still waiting there is replaced by it.
  public nonisolated func present(
    _ state: Composer.State, shown: @escaping @Sendable (FrameReport<Composer.Counts>) -> Void
  ) {
    let idle = outbox.withLock { outbox in
      defer { (outbox.state, outbox.shown) = (state, shown) }
      return outbox.state == nil
    }
    guard idle else { return }  // a frame is already queued; it will take this state
    queue.async { [self] in
      let (next, shown, invalidate) = outbox.withLock { outbox in
        defer { outbox = Outbox() }
        return (outbox.state, outbox.shown, outbox.invalidate)
      }
      guard let next, !pipeline.backend.isSuspended else { return }
      if invalidate { pipeline.invalidate() }
      let report = pipeline.show(next)
      shown?(report)
    }
  }

  /// Reads keys on the terminal queue whenever standard input is readable, and hands each
  /// batch (empty at end of file) to `received`, with when it was read.
  public nonisolated func watchInput(
    _ received: @escaping @Sendable ([RawInput], ContinuousClock.Instant) -> Void
  ) -> DispatchSourceRead {
    let source = DispatchSource.makeReadSource(fileDescriptor: STDIN_FILENO, queue: queue)
    source.setEventHandler { [self] in
      received(pipeline.backend.readInput(), .now)
    }
    source.resume()
    return source
  }
}

extension TerminalThread: FrameScreen {}
