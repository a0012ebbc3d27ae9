import Foundation
import GlanceCore
import GlancePOSIX
import Synchronization

/// Turns the signals a terminal run handles into calls, in order, none lost: a handler writes each
/// signal's number into a pipe the backend owns, and a thread of its own reads the pipe and hands
/// each number on.
///
/// Dispatch signal sources lost signals here: they set the signal's action to SIG_IGN, and
/// Linux discards an ignored signal when it is generated unless the thread it is checked against
/// blocks it. After `dispatchMain()` the main thread waits in `sigsuspend` with nothing blocked,
/// so a SIGWINCH could be thrown away and a resize never reach the screen (the failure seen
/// under load; swift-corelibs-libdispatch SR-4201). Blocking the signals and reading them with
/// `sigwait` does not survive that `sigsuspend` either, which unblocks them on the main thread.
/// A real handler is never discarded, and the pipe keeps every signal it reports.
package enum SignalReader {
  /// The signals the terminal run handles.
  package static let handled: [Int32] = [SIGWINCH, SIGINT, SIGTERM, SIGHUP, SIGTSTP, SIGCONT]

  /// The handled signals that someone else in the process handles, one bit per signal number:
  /// a service group's graceful-shutdown signals, which the run neither takes nor resets.
  private static let leftToOthers = Atomic<UInt64>(0)

  /// Leaves the signals in `signals` that already have a handler (neither the default action
  /// nor ignored by nobody's choice) to whoever installed it: a board that is a guest in a
  /// service leaves SIGINT and SIGTERM to its service group, unless the group took neither, in
  /// which case the board turns them into a graceful-shutdown request itself. Call before the
  /// backend starts; returns the signals left.
  @discardableResult
  package static func leave(_ signals: [Int32]) -> [Int32] {
    let taken = signals.filter { signalNumber in
      var current = sigaction()
      sigaction(signalNumber, nil, &current)
      return current.__sigaction_handler.sa_handler != nil
    }
    for signalNumber in taken {
      leftToOthers.bitwiseOr(1 << UInt64(signalNumber), ordering: .relaxed)
    }
    return taken
  }

  /// The handled signals left to others (``leave(_:)``), in signal-number order.
  package static var leftToOthersSignals: [Int32] {
    let left = leftToOthers.load(ordering: .relaxed)
    return handled.sorted().filter { left & (1 << UInt64($0)) != 0 }
  }

  /// The handled signals not left to others.
  private static var ours: [Int32] {
    let left = leftToOthers.load(ordering: .relaxed)
    return handled.filter { left & (1 << UInt64($0)) == 0 }
  }

  /// Installs the handlers: from now on each handled signal waits in the pipe until
  /// ``start(_:)`` reads it. Call once, before ncurses starts: ncurses takes over SIGTSTP only
  /// when it finds the default action, and then ignores SIGTSTP during every screen update
  /// (a Ctrl-Z typed meanwhile was discarded) at the cost of two `sigaction` calls per frame.
  package static func install() {
    guard signalPipeWriteEnd < 0 else { return }
    var ends: [Int32] = [0, 0]
    guard pipe(&ends) == 0 else { return }
    _ = fcntl(ends[1], F_SETFL, fcntl(ends[1], F_GETFL) | O_NONBLOCK)
    signalPipeWriteEnd = ends[1]
    signalPipeReadEnd = ends[0]
    for signalNumber in ours {
      var action = sigaction()
      action.__sigaction_handler.sa_handler = writeToSignalPipe
      sigemptyset(&action.sa_mask)
      action.sa_flags = SA_RESTART
      sigaction(signalNumber, &action, nil)
    }
  }

  /// Starts the thread that reads the pipe; `received` runs on that thread with each signal, in
  /// the order they were handled, including any handled since ``install()``. Call once.
  package static func start(_ received: @escaping @Sendable (Int32) -> Void) {
    install()
    let readEnd = signalPipeReadEnd
    guard readEnd >= 0 else { return }
    let thread = Thread {
      var byte: UInt8 = 0
      while true {
        let count = withUnsafeMutableBytes(of: &byte) {
          readRetryingInterruptions(readEnd, into: $0)
        }
        guard count == 1 else { return }
        received(Int32(byte))
      }
    }
    thread.name = "glance.signals"
    thread.start()
  }

  /// Puts back the default actions (before exiting).
  package static func stop() {
    for signalNumber in ours { signal(signalNumber, SIG_DFL) }
  }
}

/// The pipe's write end, set once before any handler is installed; read by the handler only.
nonisolated(unsafe) private var signalPipeWriteEnd: Int32 = -1
/// The pipe's read end, set with the write end; read by the reading thread only.
nonisolated(unsafe) private var signalPipeReadEnd: Int32 = -1

/// The signal handler: async-signal-safe, it only writes the signal's number to the pipe.
private func writeToSignalPipe(_ signalNumber: Int32) {
  let savedErrno = errno
  var byte = UInt8(truncatingIfNeeded: signalNumber)
  _ = write(signalPipeWriteEnd, &byte, 1)
  errno = savedErrno
}
