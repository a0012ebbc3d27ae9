import Testing

@testable import GlanceWire

/// The edges of the wire's numbers and strings: a varint that does not fit in 64 bits is
/// refused, not wrapped into another number, and a string exactly as long as its limit goes
/// over whole.
@Suite struct ByteBoundsTests {
  @Test func aVarintPastSixtyFourBitsIsMalformed() throws {
    // Nine bytes carry 63 bits; a tenth of 2 would be bit 64.
    var reader = ByteReader(Array(repeating: 0xFF, count: 9) + [0x02])
    #expect(throws: WireError.malformed("a count overflows 64 bits")) {
      try reader.varint("a count")
    }
    var widest = ByteWriter()
    widest.varint(UInt64.max)
    var back = ByteReader(widest.bytes)
    #expect(try back.varint("the widest count") == .max)
  }

  @Test func aStringAsLongAsItsLimitGoesOverWholeAndALongerOneIsCutOnAScalar() throws {
    for (limit, expected) in [(6, "héllo"), (5, "héll"), (2, "h")] {
      var writer = ByteWriter()
      writer.string("héllo", atMost: limit)
      var reader = ByteReader(writer.bytes)
      #expect(try reader.string("a title", atMost: limit) == expected, "limit \(limit)")
    }
  }
}
