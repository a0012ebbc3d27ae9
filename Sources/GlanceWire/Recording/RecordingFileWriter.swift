import GlancePOSIX

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes a recording to a file as it happens: the header when the file is created, then each
/// entry's record with one `write(2)`, so that a recorder killed at any moment leaves a file
/// that reads up to its last whole record (``Recording/isCutShort`` tells the rest was lost).
///
/// The file is created with mode 0600 (a session can show anything the program shows), and an
/// existing file is never replaced unless ``init(path:header:replacing:)`` is told to.
///
/// ```swift
/// let writer = try RecordingFileWriter(path: "session.glance", header: recording.header)
/// try writer.append(.frame(at: .zero, update))
/// try writer.close()
/// ```
///
/// Use a writer from one thread or serial queue at a time.
package final class RecordingFileWriter {
  /// The file's path, as given.
  package let path: String
  /// The open file, or -1 once closed.
  private var descriptor: Int32
  /// Bytes written so far, the header included.
  package private(set) var bytesWritten = 0

  /// Creates the file at `path` (mode 0600) and writes `header` (``Recording/header``). An
  /// existing file is an error unless `replacing` is set, in which case it is emptied first.
  package init(path: String, header: [UInt8], replacing: Bool = false) throws(RecordingFileError) {
    self.path = path
    let flags = O_WRONLY | O_CREAT | O_CLOEXEC | (replacing ? O_TRUNC : O_EXCL)
    descriptor = open(path, flags, mode_t(0o600))
    guard descriptor >= 0 else {
      let code = errno
      throw code == EEXIST ? .exists(path: path) : .cannotOpen(path: path, errno: code)
    }
    // A replaced file keeps its old mode otherwise.
    if replacing { _ = fchmod(descriptor, mode_t(0o600)) }
    do throws(RecordingFileError) {
      try write(header)
    } catch {
      close(ignoringErrors: ())
      throw error
    }
  }

  /// Closes the file if ``close()`` was not called.
  deinit { close(ignoringErrors: ()) }

  /// Appends `entry`'s record (``RecordingEntry/record``).
  package func append(_ entry: RecordingEntry) throws(RecordingFileError) {
    try write(entry.record)
  }

  /// Closes the file; later appends fail. Closing twice does nothing.
  package func close() throws(RecordingFileError) {
    guard descriptor >= 0 else { return }
    let result = systemClose(descriptor)
    descriptor = -1
    if result != 0 { throw .cannotWrite(path: path, errno: errno) }
  }

  /// Closes the file, on a path that already reports another error (or none).
  private func close(ignoringErrors: Void) {
    guard descriptor >= 0 else { return }
    _ = systemClose(descriptor)
    descriptor = -1
  }

  /// Writes `bytes`, all of them or up to an error (a regular file stops short only when the
  /// disk is full), counting what the file took in ``bytesWritten`` either way.
  private func write(_ bytes: [UInt8]) throws(RecordingFileError) {
    guard descriptor >= 0 else { throw .cannotWrite(path: path, errno: EBADF) }
    let result = writeAll(bytes, to: descriptor, whenFull: .fail)
    bytesWritten += result.written
    if let error = result.error { throw .cannotWrite(path: path, errno: error) }
  }
}

/// The C library's `close`, under a name the writer's own methods do not hide.
private func systemClose(_ descriptor: Int32) -> Int32 {
  close(descriptor)
}
