import CCrashGuard
import Foundation
import GlanceCore

/// Restores the terminal if the process dies from a crash signal, then lets the signal do what it
/// would have done (core dump, exit status), so a crash never leaves the shell in raw mode.
///
/// The saved settings and the handler live in C (`Sources/CCrashGuard`): the handler
/// may only make async-signal-safe calls, and the settings must be stored in a `termios` laid out
/// by the same headers as the `tcgetattr` that fills it.
package enum CrashGuard {
  /// Saves the current terminal settings and installs the handlers.
  package static func install() {
    _ = crash_guard_install(STDIN_FILENO)
  }

  /// Puts the default handlers back (after a clean shutdown).
  package static func uninstall() {
    crash_guard_uninstall()
  }
}
