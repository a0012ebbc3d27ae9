import Foundation

/// Restores the terminal if the process dies from a crash signal, then lets the signal do what it
/// would have done (core dump, exit status), so a crash never leaves the shell in raw mode.
///
/// Only async-signal-safe calls run in the handler: `tcsetattr` with the settings saved before
/// ncurses started, and `write` of the sequences that leave the alternate screen, show the cursor
/// and stop focus reports.
enum CrashGuard {
  static let signals: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP]

  /// Saves the current terminal settings and installs the handlers.
  static func install() {
    guard tcgetattr(STDIN_FILENO, &CrashGuardState.saved) == 0 else { return }
    CrashGuardState.hasSaved = 1
    for signalNumber in signals {
      signal(signalNumber, crashHandler)
    }
  }

  /// Puts the default handlers back (after a clean shutdown).
  static func uninstall() {
    for signalNumber in signals { signal(signalNumber, SIG_DFL) }
  }
}

/// State read by the signal handler; written once before the handlers are installed.
enum CrashGuardState {
  nonisolated(unsafe) static var saved = termios()
  nonisolated(unsafe) static var hasSaved: sig_atomic_t = 0
  static let resetSequence: [UInt8] = Array(
    "\u{1B}[?1004l\u{1B}[?1049l\u{1B}[?25h\u{1B}[0m\r\n".utf8)
}

private func crashHandler(_ signalNumber: Int32) {
  if CrashGuardState.hasSaved == 1 {
    _ = tcsetattr(STDIN_FILENO, TCSANOW, &CrashGuardState.saved)
  }
  CrashGuardState.resetSequence.withUnsafeBufferPointer { bytes in
    _ = write(STDOUT_FILENO, bytes.baseAddress, bytes.count)
  }
  signal(signalNumber, SIG_DFL)
  raise(signalNumber)
}
