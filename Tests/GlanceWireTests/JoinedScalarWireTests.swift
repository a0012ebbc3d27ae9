import GlanceCore
import Testing

@testable import GlanceWire

/// A frame's joined scalars as a corrupt recording or a hostile program may send them: any
/// printable scalar, zero-width or not, whatever Unicode's grapheme rules make of it. Both
/// decoders (this one and the web page's) keep them as read; the screen built from them reads
/// back every scalar, and nothing traps (`glance replay` and `glance attach` read such frames).
@Suite struct JoinedScalarWireTests {
  /// A 2×1 repaint of one run: `e` with U+0201 joined (a letter one column wide), then `!`.
  static let frame: [UInt8] = [2, 1, 1, 1, 0, 0, 2, 0x04, 1, 0x65, 0xC8, 0x81, 0x21]

  @Test func aFrameWithALetterJoinedReadsBackEveryScalar() throws {
    var reader = ByteReader(Self.frame)
    let update = try FrameUpdate.read(from: &reader)
    #expect(reader.isAtEnd)
    var screen = CellBuffer(width: 2, height: 1)
    screen.apply(update.changes)
    #expect(screen[x: 0, y: 0].unicodeScalars == ["e", "\u{201}"])
    #expect(screen[x: 0, y: 0].character == "e")
    #expect(screen.text == "e\u{201}!")
  }

  @Test func aRecordingOfItPlaysAndReadsBackEveryScalar() throws {
    var frame = ByteReader(Self.frame)
    let update = try FrameUpdate.read(from: &frame)
    let recording = Recording(
      program: "hostile", title: "Hostile", startedAt: 1,
      entries: [.frame(at: .zero, update), .ended(at: .seconds(1), reason: .detached)])
    var player = RecordingPlayer(try Recording(reading: recording.bytes))
    player.seek(to: player.duration)
    #expect(player.screen.text == "e\u{201}!")
  }
}
