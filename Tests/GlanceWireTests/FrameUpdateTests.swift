import GlanceCore
import Testing

@testable import GlanceWire

@Suite struct FrameUpdateTests {
  /// A frame with every kind of cell: ASCII, styles, a wide character, joined marks and a
  /// scalar outside the Basic Multilingual Plane.
  static func sampleFrame() -> CellBuffer {
    var buffer = CellBuffer(width: 12, height: 3)
    buffer.write("héllo", x: 0, y: 0)
    buffer.write("日本", x: 6, y: 0, style: Style(.accent).bold)
    buffer.write("e\u{301}🙂x", x: 1, y: 2, style: Style(.warning))
    return buffer
  }

  @Test(arguments: WireVersion.supported)
  func aRepaintRoundTripsEveryCell(version: UInt16) throws {
    let frame = Self.sampleFrame()
    let changes = frame.changes(since: CellBuffer(width: 12, height: 3))
    let update = FrameUpdate(size: frame.size, repaint: true, changes: changes)
    var writer = ByteWriter()
    update.write(to: &writer, version: version)
    var reader = ByteReader(writer.bytes)
    #expect(try FrameUpdate.read(from: &reader) == update)
    #expect(reader.isAtEnd)
  }

  @Test(arguments: WireVersion.supported)
  func aDiffRoundTripsAndRebuildsTheFrame(version: UInt16) throws {
    let before = Self.sampleFrame()
    var after = before
    after.write("HE", x: 0, y: 0)
    after.write("本日", x: 6, y: 0)
    let update = FrameUpdate(
      size: after.size, repaint: false, changes: after.changes(since: before))
    let decoded = try ProgramMessage.read(ProgramMessage.frame(update).encoded(version: version))
    guard case .frame(let read) = decoded else {
      Issue.record("decoded \(decoded)")
      return
    }
    var rebuilt = before
    for change in read.changes { rebuilt[x: change.x, y: change.y] = change.cell }
    #expect(rebuilt == after)
  }

  @Test func plainTextCostsAboutOneByteACell() {
    var buffer = CellBuffer(width: 80, height: 1)
    buffer.write(String(repeating: "abcd", count: 20), x: 0, y: 0)
    let update = FrameUpdate(
      size: buffer.size, repaint: true,
      changes: buffer.changes(since: CellBuffer(width: 80, height: 1)))
    var writer = ByteWriter()
    update.write(to: &writer)
    // size (2) + flags (1) + one run (1 + 1 + 1 + 1) + 80 characters.
    #expect(writer.bytes.count == 87)
  }

  /// Version 2 gives each run the cells it skips since the run before ended, in row-major
  /// order, instead of its row and column; version 1 frames stay as they were.
  @Test func versionTwoRunsSkipFromTheRunBefore() throws {
    var buffer = CellBuffer(width: 100, height: 3)
    buffer.write("ab", x: 10, y: 0)
    buffer.write("c", x: 20, y: 0)
    buffer.write("d", x: 5, y: 2)
    let update = FrameUpdate(
      size: buffer.size, repaint: false,
      changes: buffer.changes(since: CellBuffer(width: 100, height: 3)))
    var version1 = ByteWriter()
    update.write(to: &version1)
    #expect(
      version1.bytes == [100, 3, 0, 3, 0, 10, 2, 0x61, 0x62, 0, 20, 1, 0x63, 2, 5, 1, 0x64])
    var version2 = ByteWriter()
    update.write(to: &version2, version: 2)
    // The third run skips 79 cells to row 0's end, 100 on row 1 and 5 on row 2: 184, two bytes.
    #expect(
      version2.bytes == [100, 3, 2, 3, 10, 2, 0x61, 0x62, 8, 1, 0x63, 0xB8, 0x01, 1, 0x64])
    var reader = ByteReader(version2.bytes)
    #expect(try FrameUpdate.read(from: &reader) == update)
  }

  @Test(
    arguments: [
      ([2, 1, 0, 1, 0, 0, 1, 0x0A], "a control character"),
      ([2, 1, 0, 1, 0, 1, 3, 0x41], "a run longer than the row"),
      ([2, 2, 0, 2, 1, 0, 1, 0x41, 0, 0, 1, 0x42], "runs going back up the screen"),
      ([2, 1, 4, 0], "bad flags"),
      ([2, 2, 2, 1, 4, 1, 0x41], "a skip past the screen's last cell"),
      ([2, 2, 2, 1, 1, 2, 0x41, 0x42], "a skipping run longer than its row"),
      ([0, 0, 2, 1, 0, 1, 0x41], "a skipping run on an empty screen"),
      ([2, 1, 0, 1, 0, 0, 1, 0x01, 99, 0, 0x41], "an unknown role"),
      ([2, 1, 0, 1, 0, 0, 1, 0xFF], "a byte that starts no UTF-8"),
      ([0xFF, 0xFF, 0xFF, 0xFF, 0x7F, 1, 0, 0], "a width over the limit"),
    ] as [([UInt8], String)])
  func malformedFramesAreRefused(bytes: [UInt8], what: String) {
    var reader = ByteReader(bytes)
    #expect(throws: WireError.self, "\(what)") { try FrameUpdate.read(from: &reader) }
  }

  @Test(arguments: WireVersion.supported)
  func aTruncatedFrameIsRefusedAtEveryCut(version: UInt16) throws {
    let frame = Self.sampleFrame()
    let update = FrameUpdate(
      size: frame.size, repaint: true,
      changes: frame.changes(since: CellBuffer(width: 12, height: 3)))
    let bytes = ProgramMessage.frame(update).encoded(version: version)
    for cut in 0..<bytes.count {
      #expect(throws: WireError.self) { try ProgramMessage.read(Array(bytes[..<cut])) }
    }
  }

  /// A run's row comes right after the last cell of the run before: a row of 4 (the joined
  /// token's value) once read as a joined scalar, so any frame with a run on row 4 failed.
  @Test(arguments: WireVersion.supported)
  func runsOnEveryRowAfterAnyCellReadBack(version: UInt16) throws {
    var frame = CellBuffer(width: 6, height: 8)
    for row in 0..<8 {
      frame.write(row % 2 == 0 ? "ab e\u{301}" : "日 x", x: 0, y: row)
    }
    for changes in [frame.allCells(), frame.allCells().filter { $0.x != 2 }] {
      let update = FrameUpdate(size: frame.size, repaint: true, changes: changes)
      var writer = ByteWriter()
      update.write(to: &writer, version: version)
      var reader = ByteReader(writer.bytes)
      #expect(try FrameUpdate.read(from: &reader) == update)
      #expect(reader.isAtEnd)
    }
  }
}
