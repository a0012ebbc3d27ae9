/// Writes the format's values into a growing array of bytes: the twin of ``ByteReader``.
package struct ByteWriter {
  /// What was written so far.
  package private(set) var bytes: [UInt8] = []

  /// An empty writer, with room for `capacity` bytes.
  package init(capacity: Int = 0) {
    bytes.reserveCapacity(capacity)
  }

  /// Appends one byte.
  package mutating func byte(_ value: UInt8) {
    bytes.append(value)
  }

  /// Appends a big-endian 16-bit integer.
  package mutating func uint16(_ value: UInt16) {
    bytes.append(UInt8(truncatingIfNeeded: value >> 8))
    bytes.append(UInt8(truncatingIfNeeded: value))
  }

  /// Appends a big-endian 32-bit integer.
  package mutating func uint32(_ value: UInt32) {
    for shift in stride(from: 24, through: 0, by: -8) {
      bytes.append(UInt8(truncatingIfNeeded: value >> UInt32(shift)))
    }
  }

  /// Appends an unsigned LEB128 integer.
  package mutating func varint(_ value: UInt64) {
    var rest = value
    while rest >= 0x80 {
      bytes.append(UInt8(truncatingIfNeeded: rest) | 0x80)
      rest >>= 7
    }
    bytes.append(UInt8(rest))
  }

  /// Appends a non-negative `Int` as a varint (a negative one as 0).
  package mutating func varint(_ value: Int) {
    varint(UInt64(max(0, value)))
  }

  /// Appends a length-prefixed UTF-8 string, cut to at most `limit` bytes on a scalar boundary.
  package mutating func string(_ text: String, atMost limit: Int) {
    var utf8: [UInt8] = []
    for scalar in text.unicodeScalars {
      let encoded = Array(String(scalar).utf8)
      guard utf8.count + encoded.count <= limit else { break }
      utf8 += encoded
    }
    varint(utf8.count)
    bytes += utf8
  }

  /// Appends `scalar` in UTF-8.
  package mutating func scalar(_ scalar: Unicode.Scalar) {
    let value = scalar.value
    switch value {
    case 0..<0x80:
      bytes.append(UInt8(value))
    case 0x80..<0x800:
      bytes.append(0xC0 | UInt8(value >> 6))
      bytes.append(0x80 | UInt8(value & 0x3F))
    case 0x800..<0x10000:
      bytes.append(0xE0 | UInt8(value >> 12))
      bytes.append(0x80 | UInt8((value >> 6) & 0x3F))
      bytes.append(0x80 | UInt8(value & 0x3F))
    default:
      bytes.append(0xF0 | UInt8(value >> 18))
      bytes.append(0x80 | UInt8((value >> 12) & 0x3F))
      bytes.append(0x80 | UInt8((value >> 6) & 0x3F))
      bytes.append(0x80 | UInt8(value & 0x3F))
    }
  }

  /// Appends raw bytes.
  package mutating func append(contentsOf other: some Sequence<UInt8>) {
    bytes.append(contentsOf: other)
  }
}
