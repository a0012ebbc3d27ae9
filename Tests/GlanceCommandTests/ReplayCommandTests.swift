import Foundation
import GlanceCore
import GlanceWire
import TestSupport
import Testing

@testable import GlanceCommand

/// `glance replay` headless, through the command's own parsing and output, on a file written
/// by the recording writer.
@Suite struct ReplayCommandTests {
  static let screens = CounterRecording.screens(count: 12)
  static let recording = CounterRecording.recording(of: screens)

  /// Writes `bytes` to a fresh file, runs `body` with its path, then removes it.
  static func withFile(_ bytes: [UInt8], _ body: (String) throws -> Void) throws {
    let path = FileManager.default.temporaryDirectory
      .appending(path: "glance-replay-\(UUID().uuidString).glance").path
    try Data(bytes).write(to: URL(filePath: path))
    defer { try? FileManager.default.removeItem(atPath: path) }
    try body(path)
  }

  /// What `glance replay <path> <arguments>` prints headless, parsed as the command line is.
  static func output(_ path: String, _ arguments: [String], utf8: Bool = true) throws -> String {
    let parsed = try GlanceCommand.parseAsRoot(["replay", path, "--headless"] + arguments)
    let command = try #require(parsed as? ReplayCommand)
    return try command.headlessOutput(localeIsUTF8: utf8)
  }

  @Test func aHeadlessRunPrintsTheScreenAfterTheKeysAndTheDuration() throws {
    try Self.withFile(Self.recording.bytes) { path in
      let output = try Self.output(
        path, ["--size", "60x6", "--keys", "<right><right><space>+", "--duration", "1s"])
      // Frame 1 at 0.6 s, then playing at ×2 for 1 s: 2.6 s, frame 5. The keys recorded at
      // 1.25 s are shown for 2 s; the help key gives them room.
      #expect(
        output == """
           count 5
          #####
               日


           ▶  ×2  0:02.6 / 0:05.9  ━━━━──────  frame 6/12  keys a Tab
          """)
      #expect(try Self.output(path, ["--size", "60x6", "--seek", "12.5s"]).contains("frame 12/12"))
      #expect(try Self.output(path, ["--size", "60x6", "--seek", "0:03.1"]).contains(" count 6"))
    }
  }

  /// With no time asked for (no --seek, --keys or --duration), the recording's last screen,
  /// not the blank screen before its first frame.
  @Test func aHeadlessRunAskingForNoTimePrintsTheLastScreen() throws {
    try Self.withFile(Self.recording.bytes) { path in
      let output = try Self.output(path, ["--size", "60x6"])
      #expect(output.hasPrefix(" count 11\n"), "\(output)")
      #expect(output.contains("frame 12/12"), "\(output)")
    }
  }

  @Test func theSameFileReplayedTwiceGivesTheSameScreenByteForByte() throws {
    try Self.withFile(Self.recording.bytes) { path in
      let arguments = ["--size", "40x8", "--keys", "7<left>+++<space>", "--duration", "250ms"]
      let first = try Self.output(path, arguments)
      let second = try Self.output(path, arguments)
      #expect(Array(first.utf8) == Array(second.utf8))
      // 70% is 4.13 s (frame 8), one back is frame 7 (3.6 s), then 250 ms at ×8.
      #expect(first.hasPrefix(" count 11\n"))
      #expect(first.hasSuffix(" ▶  ×8  0:05.6 / 0:05.9     frame 12/12"))
    }
  }

  @Test func asciiModeShowsNoOtherCharacter() throws {
    try Self.withFile(Self.recording.bytes) { path in
      for arguments in [["--ascii"], ["--keys", "?"]] {
        let output = try Self.output(
          path, ["--size", "60x12", "--seek", "2s"] + arguments, utf8: false)
        let ascii = output.unicodeScalars.allSatisfy { $0.isASCII }
        #expect(ascii, "\(output)")
        #expect(
          output.contains(" >  x1  0:02.0 / 0:05.9  ###")
            || (arguments == ["--keys", "?"] && output.contains("Replay: Counter")))
      }
    }
  }

  @Test func aFileCutShortPlaysToItsLastWholeFrameAndSaysSo() throws {
    let cut = Array(Self.recording.bytes.dropLast(Self.recording.entries.last!.record.count + 5))
    try Self.withFile(cut) { path in
      let output = try Self.output(path, ["--size", "80x6", "--keys", "<end>"])
      #expect(output.hasPrefix(" count 10\n"))
      #expect(output.hasSuffix("frame 11/11  cut short  ? help"))
    }
  }

  @Test func aMissingFileExits66AndABadOne65NamingTheFile() throws {
    let missing = "/nonexistent-\(UUID().uuidString).glance"
    #expect(throws: ReplayFailure(.cannotOpen(path: missing, errno: ENOENT))) {
      _ = try Self.output(missing, [])
    }
    #expect(ReplayFailure(.cannotOpen(path: missing, errno: ENOENT)).status.rawValue == 66)
    var future = Self.recording.header
    future[Recording.magic.count + 1] = 7
    for (bytes, why) in [
      (Array("plain text".utf8), "not a Glance recording"),
      (future, "recording format version 7 is not supported (this build reads version 1)"),
    ] {
      try Self.withFile(bytes) { path in
        let command = try #require(
          try GlanceCommand.parseAsRoot(["replay", path, "--headless"]) as? ReplayCommand)
        do throws(ReplayFailure) {
          _ = try command.headlessOutput(localeIsUTF8: true)
          Issue.record("played \(path)")
        } catch {
          #expect(error.message == "\(path): \(why)")
          #expect(error.status.rawValue == 65)
        }
      }
    }
  }

  @Test func aBadSeekIsRefusedByTheParser() {
    #expect(throws: (any Error).self) {
      _ = try GlanceCommand.parseAsRoot(["replay", "x.glance", "--seek", "soon"])
    }
  }
}
