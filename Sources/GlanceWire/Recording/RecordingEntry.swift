import GlanceCore

/// One thing that happened in a recorded session, at its time from the start of the recording.
package enum RecordingEntry: Equatable, Sendable {
  /// A frame reached the viewer.
  case frame(at: Duration, FrameUpdate)
  /// The viewer's user typed keys (sent to the program).
  case keys(at: Duration, [Key])
  /// The session ended: why.
  case ended(at: Duration, reason: EndReason)

  /// When it happened, from the start of the recording.
  package var time: Duration {
    switch self {
    case .frame(let time, _), .keys(let time, _), .ended(let time, _): time
    }
  }

  /// The entry as a record of the file: its length, then its kind, time and body.
  package var record: [UInt8] {
    var writer = ByteWriter()
    switch self {
    case .frame(_, let update):
      writer.byte(0x01)
      writer.varint(Self.nanoseconds(time))
      update.write(to: &writer)
    case .keys(_, let keys):
      writer.byte(0x02)
      writer.varint(Self.nanoseconds(time))
      writer.varint(min(keys.count, WireLimits.keysPerMessage))
      for key in keys.prefix(WireLimits.keysPerMessage) { key.write(to: &writer) }
    case .ended(_, let reason):
      writer.byte(0x03)
      writer.varint(Self.nanoseconds(time))
      writer.string(reason.text, atMost: WireLimits.textBytes)
    }
    return MessageReader.frame(writer.bytes)
  }

  /// Reads one record's payload (without its length).
  package static func read(_ payload: [UInt8]) throws(WireError) -> RecordingEntry {
    var reader = ByteReader(payload)
    let kind = try reader.byte("a record's kind")
    let time = Duration.nanoseconds(
      Int64(try reader.count("a record's time", atMost: Int(Int64.max))))
    let entry: RecordingEntry
    switch kind {
    case 0x01: entry = .frame(at: time, try FrameUpdate.read(from: &reader))
    case 0x02:
      let count = try reader.count("the number of keys", atMost: WireLimits.keysPerMessage)
      var keys: [Key] = []
      for _ in 0..<min(count, reader.remaining) { keys.append(try Key.read(from: &reader)) }
      guard keys.count == count else { throw .truncated("a record of keys") }
      entry = .keys(at: time, keys)
    case 0x03:
      let reason = try reader.string("the reason", atMost: WireLimits.textBytes)
      entry = .ended(at: time, reason: EndReason(text: reason))
    default: throw .malformed("\(kind) is not a kind of record")
    }
    try reader.expectEnd("a record")
    return entry
  }

  private static func nanoseconds(_ duration: Duration) -> Int {
    let (seconds, attoseconds) = duration.components
    let total = seconds.multipliedReportingOverflow(by: 1_000_000_000)
    guard seconds >= 0, !total.overflow else { return seconds < 0 ? 0 : Int.max }
    return Int(total.partialValue) + Int(attoseconds / 1_000_000_000)
  }
}
