import Glibc

/// Writes bytes to the terminal straight to its file descriptor, bypassing stdio and ncurses'
/// output buffer: a frame is one `write(2)` unless the kernel takes only part of it.
enum TerminalOutput {
  /// Writes all of `bytes` to `descriptor` (standard output by default), retrying after
  /// interruptions and partial writes and waiting while a non-blocking descriptor is full;
  /// returns whether everything was written.
  @discardableResult
  static func write(_ bytes: [UInt8], to descriptor: Int32 = STDOUT_FILENO) -> Bool {
    bytes.withUnsafeBytes { buffer in
      var offset = 0
      while offset < buffer.count {
        let written = Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
        if written > 0 {
          offset += written
        } else if written < 0, errno == EINTR {
          continue
        } else if written < 0, errno == EAGAIN || errno == EWOULDBLOCK {
          var waiting = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
          _ = poll(&waiting, 1, -1)
        } else {
          return false  // the terminal is gone (EIO, EPIPE): nothing more can be shown
        }
      }
      return true
    }
  }
}
