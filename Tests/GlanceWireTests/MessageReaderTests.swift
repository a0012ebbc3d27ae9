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
}
