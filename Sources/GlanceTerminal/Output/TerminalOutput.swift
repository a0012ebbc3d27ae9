import GlancePOSIX
import Glibc

/// Writes bytes to the terminal straight to its file descriptor, bypassing stdio and ncurses'
/// output buffer: a frame is one `write(2)` unless the kernel takes only part of it.
enum TerminalOutput {
  /// Writes all of `bytes` to `descriptor` (standard output by default), retrying after
  /// interruptions and partial writes and waiting while a non-blocking descriptor is full;
  /// returns whether everything was written.
  @discardableResult
  static func write(_ bytes: [UInt8], to descriptor: Int32 = STDOUT_FILENO) -> Bool {
    // EIO or EPIPE when the terminal is gone: nothing more can be shown.
    writeAll(bytes, to: descriptor, whenFull: .waitUntilWritable).isComplete
  }
}
