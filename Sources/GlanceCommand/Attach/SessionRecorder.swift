import Foundation
import GlanceWire

/// Writes what a viewer sees to a recording file (`glance attach --record`, `glance record`):
/// the file is created when the program's welcome names it, each frame and key is appended as
/// it happens, and the end is recorded however the session ends.
///
/// Used on the viewer's queue only.
final class SessionRecorder {
  /// The recording's path.
  let path: String
  private var writer: RecordingFileWriter?
  private var hasEnded = false

  /// A recorder that will write to `path`; fails at once if a file is there already, before
  /// the viewer attaches.
  init(path: String) throws(AttachError) {
    guard !FileManager.default.fileExists(atPath: path) else {
      throw .recordingExists(path: path)
    }
    self.path = path
  }

  /// Creates the file for `program`'s board titled `title`, on the first welcome (a program
  /// that restarts and is attached again goes on in the same file).
  func begin(program: String, title: String) throws(RecordingFileError) {
    guard writer == nil else { return }
    let startedAt = Int(Date().timeIntervalSince1970 * 1_000_000_000)
    let header = Recording(program: program, title: title, startedAt: startedAt).header
    writer = try RecordingFileWriter(path: path, header: header)
  }

  /// Appends `entry`; nothing before the file exists.
  func record(_ entry: RecordingEntry) throws(RecordingFileError) {
    if case .ended = entry { hasEnded = true }
    try writer?.append(entry)
  }

  /// Records the end (`reason`, at `time`) unless the program's own end was recorded, and
  /// closes the file.
  func close(at time: Duration, reason: EndReason) {
    if !hasEnded { try? record(.ended(at: time, reason: reason)) }
    try? writer?.close()
    writer = nil
  }
}
