import GlanceCore

extension Key {
  /// Writes the key as one tag byte and, for keys that carry a value, the value.
  package func write(to writer: inout ByteWriter) {
    switch self {
    case .character(let character):
      writer.byte(1)
      writer.string(String(character), atMost: 64)
    case .control(let letter):
      writer.byte(2)
      writer.string(String(letter), atMost: 64)
    case .function(let number):
      writer.byte(16)
      writer.varint(number)
    case .unknown(let code):
      writer.byte(19)
      writer.varint(code)
    default:
      writer.byte(Self.plainTags.first { $0.key == self }?.tag ?? 0)
    }
  }

  /// Reads a key written by ``write(to:)``.
  package static func read(from reader: inout ByteReader) throws(WireError) -> Key {
    let tag = try reader.byte("a key")
    switch tag {
    case 1: return .character(try character(from: &reader, "a character key"))
    case 2: return .control(try character(from: &reader, "a control key"))
    case 16: return .function(try reader.count("a function key's number", atMost: 64))
    case 19: return .unknown(try reader.count("an unknown key's code", atMost: 1 << 31))
    default:
      guard let key = plainTags.first(where: { $0.tag == tag })?.key else {
        throw .malformed("\(tag) is not a key")
      }
      return key
    }
  }

  private static func character(
    from reader: inout ByteReader, _ what: String
  ) throws(WireError) -> Character {
    let text = try reader.string(what, atMost: 64)
    guard text.count == 1, let character = text.first else {
      throw .malformed("\(what) is not one character")
    }
    return character
  }

  /// The keys that carry no value, by tag.
  private static let plainTags: [(tag: UInt8, key: Key)] = [
    (3, .escape), (4, .tab), (5, .backTab), (6, .enter), (7, .backspace), (8, .up), (9, .down),
    (10, .left), (11, .right), (12, .pageUp), (13, .pageDown), (14, .home), (15, .end),
    (17, .focusIn), (18, .focusOut),
  ]
}
