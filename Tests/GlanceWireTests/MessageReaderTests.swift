import Testing

@testable import GlanceWire

@Suite struct MessageReaderTests {
  @Test func messagesSplitAcrossChunksOfAnySizeComeOutWhole() throws {
    let payloads: [[UInt8]] = [[1, 2, 3], [], Array(repeating: 7, count: 300), [9]]
    let stream = payloads.flatMap(MessageReader.frame)
    for chunkSize in [1, 2, 3, 5, 64, stream.count] {
      var reader = MessageReader(limit: 1_000)
      var read: [[UInt8]] = []
      var offset = 0
      while offset < stream.count {
        reader.append(stream[offset..<min(offset + chunkSize, stream.count)])
        offset += chunkSize
        while let message = try reader.next() { read.append(message) }
      }
      #expect(read == payloads, "chunks of \(chunkSize)")
      #expect(reader.buffered == 0)
    }
  }

  @Test func anOversizedLengthFailsBeforeItsPayloadArrives() {
    var reader = MessageReader(limit: 16)
    reader.append([0, 0, 0, 17])
    #expect(throws: WireError.oversized(length: 17, limit: 16)) { try reader.next() }
  }

  @Test func aPartialMessageWaits() throws {
    var reader = MessageReader(limit: 16)
    reader.append([0, 0, 0, 2, 1])
    #expect(try reader.next() == nil)
    reader.append([2])
    #expect(try reader.next() == [1, 2])
  }

  @Test func aMessageOfExactlyTheLimitIsReadAndOneByteMoreIsNot() throws {
    let atTheLimit = [UInt8](repeating: 7, count: 16)
    var reader = MessageReader(limit: 16)
    reader.append(MessageReader.frame(atTheLimit))
    #expect(try reader.next() == atTheLimit)
    // A length in the high bytes counts too: 2^24 + 1 is not 1.
    reader.append([1, 0, 0, 1])
    #expect(throws: WireError.oversized(length: 1 << 24 + 1, limit: 16)) { try reader.next() }
  }

  @Test func theBoardsLimitTurnsAwayAViewerThatAnnouncesMore() {
    var reader = MessageReader()
    let over = WireLimits.messageBytes + 1
    reader.append(
      [
        UInt8(over >> 24 & 0xFF), UInt8(over >> 16 & 0xFF), UInt8(over >> 8 & 0xFF),
        UInt8(over & 0xFF),
      ])
    #expect(throws: WireError.oversized(length: over, limit: WireLimits.messageBytes)) {
      try reader.next()
    }
    // Nothing of the announced payload was kept.
    #expect(reader.buffered == 4)
  }
}
