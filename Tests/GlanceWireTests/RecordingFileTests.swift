import Foundation
import GlanceCore
import TestSupport
import Testing

@testable import GlanceWire

@Suite struct RecordingFileTests {
  /// A fresh path in a directory of its own, removed when `body` returns.
  static func withTemporaryPath(_ body: (String) throws -> Void) throws {
    let directory = FileManager.default.temporaryDirectory
      .appending(path: "glance-recording-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    try body(directory.appending(path: "session.glance").path)
  }

  static func mode(of path: String) throws -> Int {
    let attributes = try FileManager.default.attributesOfItem(atPath: path)
    return (attributes[.posixPermissions] as? NSNumber)?.intValue ?? -1
  }

  static let recording = CounterRecording.recording(of: CounterRecording.screens(count: 8))

  static func write(_ recording: Recording, to path: String, replacing: Bool = false) throws {
    let writer = try RecordingFileWriter(
      path: path, header: recording.header, replacing: replacing)
    for entry in recording.entries { try writer.append(entry) }
    try writer.close()
  }

  @Test func aWrittenFileReadsBackWithMode0600() throws {
    try Self.withTemporaryPath { path in
      try Self.write(Self.recording, to: path)
      #expect(try Recording(contentsOfFile: path) == Self.recording)
      #expect(try Self.mode(of: path) == 0o600)
      #expect(try Data(contentsOf: URL(filePath: path)) == Data(Self.recording.bytes))
    }
  }

  @Test func anExistingFileIsKeptUnlessReplacingIsAsked() throws {
    try Self.withTemporaryPath { path in
      try Data("precious".utf8).write(to: URL(filePath: path))
      _ = chmod(path, 0o644)
      #expect(throws: RecordingFileError.exists(path: path)) {
        try Self.write(Self.recording, to: path)
      }
      #expect(try String(contentsOfFile: path, encoding: .utf8) == "precious")
      try Self.write(Self.recording, to: path, replacing: true)
      #expect(try Recording(contentsOfFile: path) == Self.recording)
      #expect(try Self.mode(of: path) == 0o600)
    }
  }

  /// What a recorder killed at any moment leaves: the header, then records up to some byte.
  @Test func aFileCutAtEveryByteAfterTheHeaderReadsItsWholeRecords() throws {
    try Self.withTemporaryPath { path in
      try Self.write(Self.recording, to: path)
      let full = Self.recording.bytes
      var boundaries = [Self.recording.header.count]
      for entry in Self.recording.entries {
        boundaries.append(boundaries.last! + entry.record.count)
      }
      #expect(boundaries.last == full.count)
      for cut in stride(from: full.count, through: Self.recording.header.count, by: -1) {
        #expect(truncate(path, off_t(cut)) == 0)
        let read = try Recording(contentsOfFile: path)
        let whole = boundaries.lastIndex { $0 <= cut }!
        #expect(read.entries == Array(Self.recording.entries.prefix(whole)), "cut at \(cut)")
        #expect(read.isCutShort == !boundaries.contains(cut), "cut at \(cut)")
      }
    }
  }

  @Test func appendingAfterCloseFailsWithTheFileNamed() throws {
    try Self.withTemporaryPath { path in
      let writer = try RecordingFileWriter(path: path, header: Self.recording.header)
      try writer.close()
      try writer.close()  // twice does nothing
      #expect(throws: RecordingFileError.cannotWrite(path: path, errno: EBADF)) {
        try writer.append(.keys(at: .zero, [.enter]))
      }
    }
  }

  @Test func aMissingFileOrDirectoryIsSaidSo() throws {
    let path = "/nonexistent-\(UUID().uuidString)/session.glance"
    #expect(throws: RecordingFileError.cannotOpen(path: path, errno: ENOENT)) {
      try Recording(contentsOfFile: path)
    }
    let error = RecordingFileError.cannotOpen(path: path, errno: ENOENT)
    #expect(error.description == "\(path): cannot open: no such file or directory")
    #expect(error.isMissingInput)
    #expect(throws: RecordingFileError.cannotOpen(path: path, errno: ENOENT)) {
      try RecordingFileWriter(path: path, header: Self.recording.header)
    }
  }

  @Test func aBadFileSaysWhatIsWrongWithIt() throws {
    try Self.withTemporaryPath { path in
      let cases: [([UInt8], String)] = [
        (Array("hello, world".utf8), "not a Glance recording"),
        ([], "not a Glance recording"),
        (
          Self.version(9),
          "recording format version 9 is not supported (this build reads version 1)"
        ),
        (Recording.magic + [0], "the recording's header is cut short (the recording's version)"),
        (
          Self.recording.header + MessageReader.frame([0x07, 0x00]),
          "not a valid recording: malformed input: record 1: malformed input: 7 is not a kind of "
            + "record"
        ),
      ]
      for (bytes, why) in cases {
        try Data(bytes).write(to: URL(filePath: path))
        do throws(RecordingFileError) {
          _ = try Recording(contentsOfFile: path)
          Issue.record("read \(bytes.count) bytes as a recording")
        } catch {
          #expect(error.description == "\(path): \(why)")
          #expect(!error.isMissingInput)
        }
      }
    }
  }

  static func version(_ version: UInt8) -> [UInt8] {
    var header = recording.header
    header[Recording.magic.count + 1] = version
    return header
  }

  /// Writes a sample recording (120 frames, 0.1 s apart) to the file that
  /// `GLANCE_SAMPLE_RECORDING` names, to look at with `swift run glance replay`; skipped
  /// otherwise.
  @Test(.enabled(if: ProcessInfo.processInfo.environment["GLANCE_SAMPLE_RECORDING"] != nil))
  func writeASampleRecordingToLookAt() throws {
    let path = ProcessInfo.processInfo.environment["GLANCE_SAMPLE_RECORDING"] ?? ""
    let recording = CounterRecording.recording(
      of: CounterRecording.screens(count: 120, resizedAt: 60), interval: .milliseconds(100))
    try Self.write(recording, to: path, replacing: true)
  }
}
