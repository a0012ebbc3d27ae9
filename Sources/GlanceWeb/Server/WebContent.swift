/// What a `glance web` server shows: a running program's board, or a recording.
package enum WebContent: Sendable {
  /// A served board, attached to afresh by each browser tab.
  case live(LiveTarget)
  /// A recording, played by the page itself.
  case replay(Replay)

  /// A served board: how the page names it, whether tabs may type, and how to find its socket.
  package struct LiveTarget: Sendable {
    /// The program as the user named it (its name, PID or socket), shown on the page.
    package let name: String
    /// Whether keys from the page are dropped instead of sent to the program.
    package let readOnly: Bool
    /// The socket of the program now (the newest one of its name after a restart), or why
    /// there is none; called for each tab that attaches, on the server's event loop.
    package let locate: @Sendable () -> Result<String, LocateFailure>

    /// A target named `name`, found by `locate`.
    package init(
      name: String, readOnly: Bool, locate: @escaping @Sendable () -> Result<String, LocateFailure>
    ) {
      self.name = name
      self.readOnly = readOnly
      self.locate = locate
    }
  }

  /// Why no program could be found, as a sentence for the page.
  package struct LocateFailure: Error, Sendable {
    /// The sentence.
    package let message: String

    /// A failure that says `message`.
    package init(_ message: String) {
      self.message = message
    }
  }

  /// A recording file's bytes (already checked to read as one) and its name for the page.
  package struct Replay: Sendable {
    /// The file's bytes, sent to the page as they are.
    package let bytes: [UInt8]
    /// The file's name.
    package let name: String

    /// A replay of `bytes`, named `name`.
    package init(bytes: [UInt8], name: String) {
      self.bytes = bytes
      self.name = name
    }
  }

  /// The page's first answer (`GET /session`): which mode it is in, and what it shows.
  var sessionJSON: String {
    switch self {
    case .live(let target):
      #"{"mode":"live","readOnly":\#(target.readOnly),"target":\#(Self.quoted(target.name))}"#
    case .replay(let replay):
      #"{"mode":"replay","readOnly":true,"target":\#(Self.quoted(replay.name))}"#
    }
  }

  /// `text` as a JSON string.
  static func quoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case _ where scalar.value < 0x20 || scalar.value == 0x2028 || scalar.value == 0x2029:
        let hex = String(scalar.value, radix: 16)
        result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }
}
