import CCrashGuard
import Foundation
import GlanceCore

/// Restores the terminal if the process dies from a crash signal, then lets the signal do what it
/// would have done (core dump, exit status), so a crash never leaves the shell in raw mode. While
/// output is captured (``OutputCapture``), it also puts standard output and error back and writes
/// the last captured output to standard error, so a crash's own message is not lost.
///
/// The saved settings and the handler live in C (`Sources/CCrashGuard`): the handler
/// may only make async-signal-safe calls, and the settings must be stored in a `termios` laid out
/// by the same headers as the `tcgetattr` that fills it.
package enum CrashGuard {
  /// Saves the current terminal settings and installs the handlers; the reset sequences go to
  /// `output`, the terminal's descriptor.
  package static func install(output: Int32 = STDOUT_FILENO) {
    _ = crash_guard_install(STDIN_FILENO, output)
  }

  /// Puts the default handlers back (after a clean shutdown).
  package static func uninstall() {
    crash_guard_uninstall()
  }

  /// Standard output and error now go into the pipe read at `pipe`; `stdout` and `stderr` are
  /// copies of the originals.
  static func capture(stdout: Int32, stderr: Int32, pipe: Int32) {
    crash_guard_capture(stdout, stderr, pipe)
  }

  /// Keeps `bytes`, read from the capture pipe, among the last output a crash prints.
  static func note(_ bytes: UnsafeRawBufferPointer) {
    guard let base = bytes.baseAddress else { return }
    crash_guard_note_output(base.assumingMemoryBound(to: CChar.self), bytes.count)
  }

  /// The capture pipe's reader started: a crash waits until it took and noted all the pipe
  /// holds (bytes between its read and its note would be lost otherwise).
  static func readerStarted() {
    crash_guard_reader_started()
  }

  /// The capture pipe's reader read its end, having noted everything before it.
  static func readerFinished() {
    crash_guard_reader_finished()
  }

  /// Makes stdio's standard output hand each line on as it is printed.
  static func lineBufferStandardOutput() {
    crash_guard_line_buffer_stdout()
  }

  /// The capture ended cleanly.
  static func endCapture() {
    crash_guard_end_capture()
  }
}
