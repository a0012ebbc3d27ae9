import Foundation
import GlanceCore

/// The input loop every session on a terminal shares: a board on the local terminal, the
/// viewer of `glance attach` and `glance replay`. It does the terminal's part of each
/// ``TerminalInput`` once, here, and hands the session what is left to do as a ``Event``: it
/// reads the size again after a resize; on Ctrl-Z it tells the session, gives the shell a sane
/// terminal and stops the process; on `fg` it takes the terminal back and tells the session the
/// size it has then.
package struct SessionLoop {
  /// What the session does once the loop has done the terminal's part.
  package enum Event: Equatable, Sendable {
    /// Keys typed since the last batch, in order.
    case keys([Key])
    /// The screen is now this size.
    case resized(TerminalSize)
    /// The process is about to stop (Ctrl-Z): the terminal is still the session's.
    case suspending
    /// The process continued after a stop and has the terminal back, at this size; the next
    /// screen is drawn whole.
    case resumed(TerminalSize)
    /// The user or the system asked the session to end (Ctrl-C, SIGTERM, SIGHUP).
    case quitRequested
    /// The input is gone for good (the terminal hung up).
    case inputEnded
  }

  private let refreshSize: () -> TerminalSize
  private let suspend: () -> Void
  private let resume: () -> TerminalSize
  private let stopProcess: () -> Void

  /// A loop over a terminal that `refreshSize` measures again, `suspend` gives back to the
  /// shell and `resume` takes back (returning its size); `stopProcess` stops the process until
  /// it is continued (SIGSTOP to itself; a test passes a stand-in).
  package init(
    refreshSize: @escaping () -> TerminalSize, suspend: @escaping () -> Void,
    resume: @escaping () -> TerminalSize, stopProcess: @escaping () -> Void = stopThisProcess
  ) {
    self.refreshSize = refreshSize
    self.suspend = suspend
    self.resume = resume
    self.stopProcess = stopProcess
  }

  /// A loop over `backend` itself (a viewer's or a replay's terminal, used on one queue).
  package init<Backend: TerminalBackend>(
    backend: Backend, stopProcess: @escaping () -> Void = stopThisProcess
  ) {
    self.init(
      refreshSize: { backend.refreshSize() }, suspend: { backend.suspend() },
      resume: {
        backend.resume()
        return backend.size
      }, stopProcess: stopProcess)
  }

  /// Stops this process with SIGSTOP, which cannot be caught: it continues, with SIGCONT (`fg`),
  /// where it stopped.
  package static func stopThisProcess() {
    kill(getpid(), SIGSTOP)
  }

  /// Does the terminal's part of `input` and calls `session` with what is left to do.
  package func handle(_ input: TerminalInput, _ session: (Event) -> Void) {
    switch input {
    case .keys(let keys): session(.keys(keys))
    case .resized: session(.resized(refreshSize()))
    case .stopRequested:
      session(.suspending)
      suspend()
      stopProcess()
    case .continued: session(.resumed(resume()))
    case .quitRequested: session(.quitRequested)
    case .ended: session(.inputEnded)
    }
  }
}
