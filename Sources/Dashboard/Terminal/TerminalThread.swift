import Dispatch
import ObserverModel
import Synchronization

/// The one serial queue on which ncurses runs: frames are written, keys read, and the screen
/// suspended, resized and closed there, never on the main loop.
///
/// Writing a frame wakes the terminal (tmux, an emulator) and can hold its thread for longer than
/// composing the frame took. Done on the main loop, that write delayed every worker hand-off
/// that arrived meanwhile; here the main loop only composes and hands the frame over.
///
/// Frames are coalesced: if the terminal is still busy with one frame when the next is composed,
/// only the newest waiting frame is written, so a slow terminal never builds up a backlog.
final class TerminalThread: @unchecked Sendable {
  // @unchecked: `backend` is only touched on `queue`; `outbox` is guarded by its lock.

  /// What the main loop has handed over and the terminal queue has not yet written.
  private struct Outbox {
    var frame: CellBuffer?
    var invalidate = false
  }

  private let queue = DispatchQueue(label: "dashboard.terminal", qos: .userInteractive)
  private let backend: NcursesBackend
  private let outbox = Mutex(Outbox())

  /// Takes over `backend`; from now on it is used only on the terminal queue.
  init(backend: NcursesBackend) {
    self.backend = backend
  }

  /// Runs `body` on the terminal queue, after everything handed over before, and waits for it.
  func sync<Result: Sendable>(_ body: @Sendable (NcursesBackend) -> Result) -> Result {
    queue.sync { body(backend) }
  }

  /// Makes the next written frame repaint every cell (Ctrl-L, resume, resize).
  func invalidate() {
    outbox.withLock { $0.invalidate = true }
  }

  /// Hands over a composed frame. `written` runs on the terminal queue with the time the write
  /// took, unless the frame was superseded by a newer one or the screen is suspended.
  func present(_ frame: CellBuffer, written: @escaping @Sendable (Duration) -> Void) {
    let idle = outbox.withLock { outbox in
      defer { outbox.frame = frame }
      return outbox.frame == nil
    }
    guard idle else { return }  // a write is already queued; it will take this frame
    queue.async { [self] in
      let (next, invalidate) = outbox.withLock { outbox in
        defer { outbox = Outbox() }
        return (outbox.frame, outbox.invalidate)
      }
      guard let next, !backend.isSuspended else { return }
      if invalidate { backend.invalidate() }
      let started = ContinuousClock.now
      backend.present(next)
      written(.now - started)
    }
  }

  /// Reads keys on the terminal queue whenever standard input is readable, and hands each
  /// batch (empty at end of file) to `received`.
  func watchInput(_ received: @escaping @Sendable ([RawInput]) -> Void) -> DispatchSourceRead {
    let source = DispatchSource.makeReadSource(fileDescriptor: STDIN_FILENO, queue: queue)
    source.setEventHandler { [self] in
      received(backend.readInput())
    }
    source.resume()
    return source
  }
}
