/// Reads the format's values from a slice of bytes, front to back, checking every length
/// against what is left: a reader never traps and never allocates more than its input holds.
package struct ByteReader {
  private let bytes: ArraySlice<UInt8>
  private var index: Int

  /// A reader of `bytes` from their start.
  package init(_ bytes: ArraySlice<UInt8>) {
    self.bytes = bytes
    index = bytes.startIndex
  }

  /// A reader of all of `bytes`.
  package init(_ bytes: [UInt8]) {
    self.init(bytes[...])
  }

  /// How many bytes are left.
  package var remaining: Int { bytes.endIndex - index }

  /// Whether every byte was read.
  package var isAtEnd: Bool { index == bytes.endIndex }

  /// The next byte, without reading it.
  package func peek() -> UInt8? {
    index < bytes.endIndex ? bytes[index] : nil
  }

  /// Reads one byte; `what` names the value in the error.
  package mutating func byte(_ what: String) throws(WireError) -> UInt8 {
    guard index < bytes.endIndex else { throw .truncated(what) }
    defer { index += 1 }
    return bytes[index]
  }

  /// Reads a big-endian 16-bit integer.
  package mutating func uint16(_ what: String) throws(WireError) -> UInt16 {
    let high = try byte(what)
    return UInt16(high) << 8 | UInt16(try byte(what))
  }

  /// Reads an unsigned LEB128 integer of at most 10 bytes that fits 64 bits.
  package mutating func varint(_ what: String) throws(WireError) -> UInt64 {
    var value: UInt64 = 0
    for shift in stride(from: UInt64(0), to: 70, by: 7) {
      let next = try byte(what)
      let bits = UInt64(next & 0x7F)
      guard shift < 63 || bits <= 1 else { throw .malformed("\(what) overflows 64 bits") }
      value |= bits << shift
      if next & 0x80 == 0 { return value }
    }
    throw .malformed("\(what) is longer than 10 bytes")
  }

  /// Reads a varint that must be at most `limit`, as an `Int`.
  package mutating func count(_ what: String, atMost limit: Int) throws(WireError) -> Int {
    let value = try varint(what)
    guard value <= UInt64(limit) else {
      throw .malformed("\(what) is \(value), more than \(limit)")
    }
    return Int(value)
  }

  /// Reads `count` bytes.
  package mutating func bytes(_ count: Int, _ what: String) throws(WireError) -> ArraySlice<UInt8> {
    guard count <= remaining else { throw .truncated(what) }
    defer { index += count }
    return bytes[index..<index + count]
  }

  /// Reads a length-prefixed UTF-8 string of at most `limit` bytes.
  package mutating func string(_ what: String, atMost limit: Int) throws(WireError) -> String {
    let length = try count("the length of \(what)", atMost: limit)
    let utf8 = try bytes(length, what)
    guard let text = String(validating: utf8, as: UTF8.self) else {
      throw .malformed("\(what) is not UTF-8")
    }
    return text
  }

  /// Reads one UTF-8 encoded scalar.
  package mutating func scalar(_ what: String) throws(WireError) -> Unicode.Scalar {
    let lead = try byte(what)
    let length =
      switch lead {
      case 0..<0x80: 1
      case 0xC2..<0xE0: 2
      case 0xE0..<0xF0: 3
      case 0xF0..<0xF5: 4
      default: throw WireError.malformed("\(what) starts with the byte \(lead), not UTF-8")
      }
    guard length > 1 else { return Unicode.Scalar(lead) }
    let rest = try bytes(length - 1, what)
    var utf8 = [lead]
    utf8.append(contentsOf: rest)
    guard let text = String(validating: utf8, as: UTF8.self),
      let scalar = text.unicodeScalars.first,
      text.unicodeScalars.count == 1
    else { throw .malformed("\(what) is not UTF-8") }
    return scalar
  }

  /// Fails unless every byte was read: `what` has trailing bytes.
  package func expectEnd(_ what: String) throws(WireError) {
    guard isAtEnd else { throw .malformed("\(what) has \(remaining) bytes too many") }
  }
}
