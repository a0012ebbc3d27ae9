#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What a write does when a non-blocking descriptor is full (`EAGAIN`).
package enum FullDescriptorPolicy: Sendable {
  /// Waits until the descriptor takes more (`poll` for `POLLOUT`), then goes on: a terminal
  /// that the user scrolled back or paused drains later, and a frame must arrive whole.
  case waitUntilWritable
  /// Stops, as for any other error: the caller gives up (a log line) or reports it (a file).
  case fail
}

/// How a ``writeAll(_:to:whenFull:)`` ended.
package struct DescriptorWriteResult: Sendable, Equatable {
  /// Bytes the descriptor took, also when the write stopped part-way.
  package var written: Int
  /// The `errno` that stopped the write, or `nil` when every byte was written. 0 when the
  /// descriptor took no byte without an error (which POSIX allows only for an empty write).
  package var error: Int32?

  /// `written` bytes taken, stopped by `error` (`nil` for none).
  package init(written: Int, error: Int32?) {
    self.written = written
    self.error = error
  }

  /// Whether every byte was written.
  package var isComplete: Bool { error == nil }
}

/// Writes all of `bytes` to `descriptor`: after a partial write it writes the rest, after an
/// interruption (`EINTR`) it writes again, and a full non-blocking descriptor (`EAGAIN`) is
/// waited for or ends the write, as `whenFull` says. Any other error, or a write that takes no
/// byte, ends it. The kit's one write loop (the terminal's frames, the recording file, the log's
/// fallback to standard error), so that each keeps these rules without its own copy.
package func writeAll(
  _ bytes: UnsafeRawBufferPointer, to descriptor: Int32, whenFull: FullDescriptorPolicy
) -> DescriptorWriteResult {
  var offset = 0
  while offset < bytes.count {
    let written = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
    if written > 0 {
      offset += written
      continue
    }
    let error = written < 0 ? errno : 0
    if error == EINTR { continue }
    if error == EAGAIN || error == EWOULDBLOCK, whenFull == .waitUntilWritable {
      var waiting = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
      _ = poll(&waiting, 1, -1)
      continue
    }
    return DescriptorWriteResult(written: offset, error: error)
  }
  return DescriptorWriteResult(written: offset, error: nil)
}

/// Writes all of `bytes` to `descriptor`, as ``writeAll(_:to:whenFull:)`` does.
package func writeAll(
  _ bytes: [UInt8], to descriptor: Int32, whenFull: FullDescriptorPolicy
) -> DescriptorWriteResult {
  bytes.withUnsafeBytes { writeAll($0, to: descriptor, whenFull: whenFull) }
}
