/// What a serving program sends a viewer.
package enum ProgramMessage: Equatable, Sendable, WireMessage {
  /// The answer to a hello: the version both speak, and who the program is.
  case welcome(version: UInt16, pid: Int, program: String, title: String)
  /// The program turns the viewer away: why, and the versions the program speaks.
  case refused(reason: Refusal, versions: ClosedRange<UInt16>)
  /// A frame for the viewer's screen.
  case frame(FrameUpdate)
  /// The program is done with the viewer (it quit, or the viewer was detached): why.
  case ended(reason: EndReason)

  /// The message's payload, as ``read(_:)`` reads it, in version 1 (which every version reads).
  package var encoded: [UInt8] { encoded(version: 1) }

  /// The message's payload for a viewer that speaks `version`: a frame's runs are relative from
  /// version 2 on.
  package func encoded(version: UInt16) -> [UInt8] {
    var writer = ByteWriter()
    switch self {
    case .welcome(let version, let pid, let program, let title):
      writer.byte(0x81)
      writer.uint16(version)
      writer.varint(pid)
      writer.string(program, atMost: WireLimits.textBytes)
      writer.string(title, atMost: WireLimits.textBytes)
    case .refused(let reason, let versions):
      // The versions first, so that a viewer of any version can read them.
      writer.byte(0x82)
      writer.uint16(versions.lowerBound)
      writer.uint16(versions.upperBound)
      writer.string(reason.text, atMost: WireLimits.textBytes)
    case .frame(let update):
      writer.byte(0x83)
      update.write(to: &writer, version: version)
    case .ended(let reason):
      writer.byte(0x84)
      writer.string(reason.text, atMost: WireLimits.textBytes)
    }
    return writer.bytes
  }

  /// Reads a payload.
  package static func read(_ payload: [UInt8]) throws(WireError) -> ProgramMessage {
    var reader = ByteReader(payload)
    let message: ProgramMessage
    switch try reader.byte("a message's type") {
    case 0x81:
      let version = try reader.uint16("the version")
      let pid = try reader.count("the program's PID", atMost: Int(Int32.max))
      let program = try reader.string("the program's name", atMost: WireLimits.textBytes)
      let title = try reader.string("the board's title", atMost: WireLimits.textBytes)
      message = .welcome(version: version, pid: pid, program: program, title: title)
    case 0x82:
      let lowest = try reader.uint16("the lowest version")
      let highest = try reader.uint16("the highest version")
      guard lowest <= highest else { throw .malformed("the version range is empty") }
      let reason = try reader.string("the reason", atMost: WireLimits.textBytes)
      message = .refused(reason: Refusal(text: reason), versions: lowest...highest)
    case 0x83: message = .frame(try FrameUpdate.read(from: &reader))
    case 0x84:
      let reason = try reader.string("the reason", atMost: WireLimits.textBytes)
      message = .ended(reason: EndReason(text: reason))
    case let type: throw .malformed("\(type) is not a program's message")
    }
    try reader.expectEnd("a program's message")
    return message
  }
}
