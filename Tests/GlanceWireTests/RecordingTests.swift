import GlanceCore
import Testing

@testable import GlanceWire

@Suite struct RecordingTests {
  static func sample() -> Recording {
    let frame = FrameUpdateTests.sampleFrame()
    let first = FrameUpdate(
      size: frame.size, repaint: true,
      changes: frame.changes(since: CellBuffer(width: 12, height: 3)))
    var next = frame
    next.write("X", x: 0, y: 1)
    let second = FrameUpdate(size: frame.size, repaint: false, changes: next.changes(since: frame))
    return Recording(
      program: "dashboard", title: "Observer dashboard", startedAt: 1_790_000_000_000_000_000,
      entries: [
        .frame(at: .zero, first), .keys(at: .milliseconds(40), [.character("a"), .tab]),
        .frame(at: .milliseconds(50), second), .ended(at: .seconds(2), reason: .detached),
      ])
  }

  @Test func aRecordingRoundTrips() throws {
    let recording = Self.sample()
    #expect(try Recording(reading: recording.bytes) == recording)
  }

  @Test func aRecordingCutShortReadsUpToItsLastWholeRecord() throws {
    let recording = Self.sample()
    let full = recording.bytes
    let lastRecord = recording.entries.last!.record
    for cut in (full.count - lastRecord.count + 1)..<full.count {
      let read = try Recording(reading: Array(full[..<cut]))
      #expect(read.entries == Array(recording.entries.dropLast()))
      #expect(read.isCutShort)
    }
  }

  @Test func anotherFileOrALaterVersionIsRefusedWithWhy() {
    #expect(throws: WireError.notGlance("recording")) {
      try Recording(reading: Array("hello".utf8))
    }
    var future = Self.sample().header
    future[Recording.magic.count + 1] = 9
    #expect(throws: WireError.versionMismatch(ours: 1...1, theirs: 9...9)) {
      try Recording(reading: future)
    }
  }

  @Test func recordsGoingBackInTimeAreRefused() {
    var recording = Self.sample()
    recording.entries.append(.keys(at: .milliseconds(1), [.enter]))
    #expect(throws: WireError.self) { try Recording(reading: recording.bytes) }
  }
}
