import GlanceCore

/// What a viewer sends the program it attached to.
package enum ViewerMessage: Equatable, Sendable, WireMessage {
  /// The first message: the versions the viewer speaks, its screen's size, whether it shows
  /// colour and whether only ASCII (its locale is not UTF-8), and its name.
  case hello(
    versions: ClosedRange<UInt16>, size: TerminalSize, color: Bool, ascii: Bool, name: String)
  /// Keys the viewer's user typed, in order.
  case keys([Key])
  /// The viewer's screen changed size.
  case resized(TerminalSize)
  /// The viewer leaves; the program forgets it.
  case detach

  /// The message's payload, as ``read(_:)`` reads it.
  package var encoded: [UInt8] {
    var writer = ByteWriter()
    switch self {
    case .hello(let versions, let size, let color, let ascii, let name):
      writer.append(contentsOf: WireVersion.magic)
      writer.uint16(versions.lowerBound)
      writer.uint16(versions.upperBound)
      writer.byte(0x01)
      writer.varint(size.columns)
      writer.varint(size.rows)
      writer.byte((color ? 1 : 0) | (ascii ? 2 : 0))
      writer.string(name, atMost: WireLimits.textBytes)
    case .keys(let keys):
      writer.byte(0x02)
      writer.varint(min(keys.count, WireLimits.keysPerMessage))
      for key in keys.prefix(WireLimits.keysPerMessage) { key.write(to: &writer) }
    case .resized(let size):
      writer.byte(0x03)
      writer.varint(size.columns)
      writer.varint(size.rows)
    case .detach:
      writer.byte(0x04)
    }
    return writer.bytes
  }

  /// Reads a payload. A hello opens with the magic and the version range, so that a program of
  /// any version can read them and say which versions it speaks.
  package static func read(_ payload: [UInt8]) throws(WireError) -> ViewerMessage {
    var reader = ByteReader(payload)
    let message: ViewerMessage
    if payload.starts(with: WireVersion.magic) {
      _ = try reader.bytes(4, "the magic")
      let lowest = try reader.uint16("the lowest version")
      let highest = try reader.uint16("the highest version")
      guard lowest <= highest else { throw .malformed("the version range is empty") }
      guard WireVersion.agreed(theirs: lowest...highest) != nil else {
        throw .versionMismatch(ours: WireVersion.supported, theirs: lowest...highest)
      }
      guard try reader.byte("the hello's tag") == 0x01 else {
        throw .malformed("the hello's tag is wrong")
      }
      let size = try readSize(&reader)
      let flags = try reader.byte("the screen's flags")
      guard flags <= 3 else { throw .malformed("the screen's flags are \(flags)") }
      let name = try reader.string("the viewer's name", atMost: WireLimits.textBytes)
      message = .hello(
        versions: lowest...highest, size: size, color: flags & 1 != 0, ascii: flags & 2 != 0,
        name: name)
    } else {
      switch try reader.byte("a message's type") {
      case 0x02:
        let count = try reader.count("the number of keys", atMost: WireLimits.keysPerMessage)
        var keys: [Key] = []
        for _ in 0..<min(count, reader.remaining) { keys.append(try Key.read(from: &reader)) }
        guard keys.count == count else { throw .truncated("a message of keys") }
        message = .keys(keys)
      case 0x03: message = .resized(try readSize(&reader))
      case 0x04: message = .detach
      case let type: throw .malformed("\(type) is not a viewer's message")
      }
    }
    try reader.expectEnd("a viewer's message")
    return message
  }

  /// Reads a screen size within ``WireLimits/screenSide``.
  static func readSize(_ reader: inout ByteReader) throws(WireError) -> TerminalSize {
    TerminalSize(
      columns: try reader.count("a width", atMost: WireLimits.screenSide),
      rows: try reader.count("a height", atMost: WireLimits.screenSide))
  }
}
