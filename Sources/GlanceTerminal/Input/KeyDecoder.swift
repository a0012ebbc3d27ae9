@preconcurrency import CNcurses
import GlanceCore

/// Turns a batch of raw input into keys. Pure: the terminal backend feeds it what it drained
/// from ncurses, tests feed it directly.
///
/// ncurses decodes the sequences its terminfo knows; focus reports (`ESC [ I`, `ESC [ O`) are not
/// among them and arrive as three characters, which this decoder recognises. A lone `ESC` is the
/// Escape key.
enum KeyDecoder {
  /// The keys in `input`, in order.
  static func decode(_ inputs: [RawInput]) -> [Key] {
    var keys: [Key] = []
    var index = 0
    while index < inputs.count {
      let input = inputs[index]
      index += 1
      switch input {
      case .keyCode(let code):
        keys.append(key(forCode: code))
      case .character(0x1B):
        if index + 1 < inputs.count, inputs[index] == .character(0x5B) {  // "["
          if inputs[index + 1] == .character(0x49) {  // "I"
            keys.append(.focusIn)
            index += 2
            continue
          }
          if inputs[index + 1] == .character(0x4F) {  // "O"
            keys.append(.focusOut)
            index += 2
            continue
          }
        }
        keys.append(.escape)
      case .character(let scalar):
        keys.append(key(forScalar: scalar))
      }
    }
    return keys
  }

  /// The key a character read from the terminal stands for.
  static func key(forScalar scalar: UInt32) -> Key {
    switch scalar {
    case 0x09: return .tab
    case 0x0A, 0x0D: return .enter
    case 0x08, 0x7F: return .backspace
    case 0x1B: return .escape
    case 0x01...0x1A:
      return .control(Character(Unicode.Scalar(UInt8(scalar) + 0x60)))
    default:
      guard let unicode = Unicode.Scalar(scalar) else { return .unknown(Int(scalar)) }
      return .character(Character(unicode))
    }
  }

  /// The key an ncurses key code stands for.
  static func key(forCode code: Int32) -> Key {
    switch code {
    case KEY_UP: return .up
    case KEY_DOWN: return .down
    case KEY_LEFT: return .left
    case KEY_RIGHT: return .right
    case KEY_BTAB: return .backTab
    case KEY_PPAGE: return .pageUp
    case KEY_NPAGE: return .pageDown
    case KEY_HOME: return .home
    case KEY_END: return .end
    case KEY_ENTER: return .enter
    case KEY_BACKSPACE: return .backspace
    case KEY_F0 + 1...KEY_F0 + 24: return .function(Int(code - KEY_F0))
    default: return .unknown(Int(code))
    }
  }
}
