import Foundation
import GlanceCore
import Testing

@testable import GlanceWire

/// The fuzzers' seeds are written by an independent encoder (Tests/Fuzz/Corpus/make-wire-seeds.py,
/// from the DocC article's description): reading them checks the article against the code.
@Suite struct SeedCorpusTests {
  static func seed(_ target: String, _ name: String) throws -> [UInt8] {
    let corpus = URL(filePath: #filePath).deletingLastPathComponent()
      .appending(path: "../Fuzz/Corpus/\(target)/\(name)")
    return Array(try Data(contentsOf: corpus).dropFirst())  // the harness's choice byte
  }

  static func messages(_ bytes: [UInt8]) throws -> [[UInt8]] {
    var reader = MessageReader()
    reader.append(bytes)
    var payloads: [[UInt8]] = []
    while let payload = try reader.next() { payloads.append(payload) }
    #expect(reader.buffered == 0)
    return payloads
  }

  @Test func theViewerSeedReadsAsTheArticleSays() throws {
    let read = try Self.messages(try Self.seed("wire", "viewer-session")).map(ViewerMessage.read)
    #expect(
      read == [
        .hello(
          versions: 1...2, size: TerminalSize(columns: 100, rows: 30), color: true, ascii: false,
          name: "glance"),
        .keys([.character("q"), .control("l"), .function(5), .pageUp]),
        .resized(TerminalSize(columns: 80, rows: 24)), .detach,
      ])
  }

  /// The same session in version 1 (runs at a row and column) and version 2 (relative runs).
  @Test(arguments: [("program-session", 1), ("program-session-v2", 2)] as [(String, UInt16)])
  func theProgramSeedReadsAsTheArticleSays(name: String, version: UInt16) throws {
    let payloads = try Self.messages(try Self.seed("wire", name))
    let read = try payloads.map(ProgramMessage.read)
    #expect(read.count == 3)
    #expect(
      read.first
        == .welcome(
          version: version, pid: 4242, program: "dashboard", title: "Observer dashboard"))
    guard case .frame(let update) = read[1] else {
      Issue.record("not a frame: \(read[1])")
      return
    }
    var screen = CellBuffer(width: 12, height: 2)
    for change in update.changes { screen[x: change.x, y: change.y] = change.cell }
    #expect(screen.text == "hé日e\u{301}\n   !")
    #expect(screen[x: 2, y: 0].style == Style(.accent).bold)
    #expect(update.repaint)
    #expect(ProgramMessage.frame(update).encoded(version: version) == payloads[1])
  }

  /// Cells whose scalars are more than one grapheme cluster (a letter joined, a format
  /// character or a line separator as the base): decoders keep them as read.
  @Test func theJoinedScalarSeedsReadEveryScalar() throws {
    let expected = "e\u{201}a\u{1160}\u{200B}\u{301}\u{2028}\u{301}!".unicodeScalars
    let read = try Self.messages(try Self.seed("wire", "joined-scalars")).map(ProgramMessage.read)
    guard read.count == 3, case .frame(let update) = read[1] else {
      Issue.record("not a welcome, a frame and an end: \(read)")
      return
    }
    var screen = CellBuffer(width: update.size.columns, height: update.size.rows)
    screen.apply(update.changes)
    #expect(screen.text.unicodeScalars.elementsEqual(expected))
    let recording = try Recording(
      reading: Recording.magic + (try Self.seed("recording", "joined-scalars")))
    var player = RecordingPlayer(recording)
    player.seek(to: player.duration)
    #expect(player.screen.text.unicodeScalars.elementsEqual(expected))
  }

  @Test func theRecordingSeedsReadAsTheArticleSays() throws {
    let session = try Recording(reading: Recording.magic + (try Self.seed("recording", "session")))
    #expect(session.entries.map(\.time) == [.zero, .milliseconds(40), .seconds(2)])
    #expect(!session.isCutShort)
    let cut = try Recording(reading: Recording.magic + (try Self.seed("recording", "cut-short")))
    #expect(cut.entries.count == 1)
    #expect(cut.isCutShort)
  }
}
