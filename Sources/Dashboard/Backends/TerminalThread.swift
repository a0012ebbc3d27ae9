import Dispatch
import Foundation
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
  // @unchecked: `presenter` (and its backend) is only touched on `queue`; `outbox` is guarded by
  // its mutex.

  /// What the main loop has handed over and the terminal queue has not yet written.
  private struct Outbox {
    var frame: CellBuffer?
    var invalidate = false
  }

  private let queue = DispatchQueue(label: "dashboard.terminal", qos: .userInteractive)
  private var presenter: FramePresenter<NcursesBackend>
  private let outbox = Mutex(Outbox())

  /// Takes over `backend`; from now on it is used only on the terminal queue.
  nonisolated init(backend: NcursesBackend) {
    presenter = FramePresenter(backend: backend)
  }

  /// Reads the terminal's size now (after SIGWINCH) and tells ncurses; the next frame repaints.
  nonisolated func refreshSize() -> TerminalSize {
    queue.sync {
      presenter.invalidate()
      return presenter.backend.refreshSize()
    }
  }

  /// Leaves curses mode so the shell gets a sane terminal (before stopping).
  nonisolated func suspend() {
    queue.sync { presenter.backend.suspend() }
  }

  /// Re-enters curses mode after ``suspend()``; returns the size now. The next frame repaints.
  nonisolated func resume() -> TerminalSize {
    queue.sync {
      presenter.backend.resume()
      presenter.invalidate()
      return presenter.backend.size
    }
  }

  /// Restores the terminal for good.
  nonisolated func close() {
    queue.sync { presenter.backend.close() }
  }

  nonisolated func invalidate() {
    outbox.withLock { $0.invalidate = true }
  }

  nonisolated func present(_ frame: CellBuffer, written: @escaping @Sendable (Duration) -> Void) {
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
      guard let next, !presenter.backend.isSuspended else { return }
      if invalidate { presenter.invalidate() }
      let started = ContinuousClock.now
      presenter.present(next)
      written(.now - started)
    }
  }

  /// Reads keys on the terminal queue whenever standard input is readable, and hands each
  /// batch (empty at end of file) to `received`, with when it was read.
  nonisolated func watchInput(
    _ received: @escaping @Sendable ([RawInput], ContinuousClock.Instant) -> Void
  ) -> DispatchSourceRead {
    let source = DispatchSource.makeReadSource(fileDescriptor: STDIN_FILENO, queue: queue)
    source.setEventHandler { [self] in
      received(presenter.backend.readInput(), .now)
    }
    source.resume()
    return source
  }
}

extension TerminalThread: FrameScreen {}
