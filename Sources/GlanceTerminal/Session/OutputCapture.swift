import Foundation
import GlancePOSIX

/// While a board has the terminal, sends what the program and its libraries write to standard
/// output and error into a pipe, so that a `print` or a log line never tears the frame, and
/// hands it on line by line; the terminal itself is written through a copy of the original
/// standard output (``terminal``).
///
/// ``stop()`` puts both streams back and returns the last partial line; a crash puts them back
/// too (``CrashGuard``) and writes the last captured output to standard error.
package final class OutputCapture: @unchecked Sendable {
  // @unchecked: the descriptors are set in init and only read after; `reader` is started once
  // by `start` and joined by `stop`, both called from one thread.

  /// The terminal: a copy of standard output as it was before the capture.
  package let terminal: Int32
  private let originalError: Int32
  private let readEnd: Int32
  private var reader: Thread?
  private let finished = DispatchSemaphore(value: 0)

  /// Redirects standard output and error into a new pipe; nil (and nothing changed) if a
  /// descriptor could not be made.
  package init?() {
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else { return nil }
    for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
    let terminal = fcntl(STDOUT_FILENO, F_DUPFD_CLOEXEC, 3)
    let originalError = fcntl(STDERR_FILENO, F_DUPFD_CLOEXEC, 3)
    guard terminal >= 0, originalError >= 0 else {
      for descriptor in ends + [terminal, originalError] where descriptor >= 0 { close(descriptor) }
      return nil
    }
    (self.terminal, self.originalError, readEnd) = (terminal, originalError, ends[0])
    fflush(nil)
    // A pipe would make stdio hold whole blocks: lines reach the panel as they are printed.
    CrashGuard.lineBufferStandardOutput()
    CrashGuard.capture(stdout: terminal, stderr: originalError, pipe: ends[0])
    dup2(ends[1], STDOUT_FILENO)
    dup2(ends[1], STDERR_FILENO)
    close(ends[1])
  }

  /// Starts the thread that reads the pipe: `line` gets each complete line, without its
  /// newline, in the order written.
  package func start(_ line: @escaping @Sendable (String) -> Void) {
    let (readEnd, finished) = (readEnd, finished)
    let thread = Thread {
      var partial: [UInt8] = []
      var chunk = [UInt8](repeating: 0, count: 4096)
      while true {
        let count = chunk.withUnsafeMutableBytes { readRetryingInterruptions(readEnd, into: $0) }
        guard count > 0 else { break }
        chunk.withUnsafeBytes { CrashGuard.note(UnsafeRawBufferPointer(rebasing: $0[..<count])) }
        for byte in chunk[..<count] {
          if byte == UInt8(ascii: "\n") {
            line(String(decoding: partial, as: UTF8.self))
            partial.removeAll(keepingCapacity: true)
          } else {
            partial.append(byte)
          }
        }
      }
      CrashGuard.readerFinished()
      if !partial.isEmpty { line(String(decoding: partial, as: UTF8.self)) }
      finished.signal()
    }
    thread.name = "glance.output"
    CrashGuard.readerStarted()
    thread.start()
    reader = thread
  }

  /// Puts standard output and error back and waits until every captured byte was handed on.
  package func stop() {
    fflush(nil)
    CrashGuard.endCapture()
    // Once both streams point elsewhere no write end is left open, and the reader ends.
    dup2(terminal, STDOUT_FILENO)
    dup2(originalError, STDERR_FILENO)
    if reader != nil { finished.wait() }
    close(readEnd)
  }
}
