/// A recorded session: a header naming the program, then records of frames, keys and the end,
/// each with its time. A file is the header's bytes followed by each entry's ``RecordingEntry/record``
/// as it happens, so a recording cut short (the recorder was killed) still reads up to its last
/// whole record.
package struct Recording: Equatable, Sendable {
  /// The versions of the file format this build reads.
  package static let versions: ClosedRange<UInt16> = 1...1
  /// The bytes a recording starts with.
  package static let magic: [UInt8] = Array("GLANCE-RECORDING".utf8)

  /// The recorded program's name.
  package var program: String
  /// The board's title when the recording started.
  package var title: String
  /// When the recording started, in nanoseconds since 1970 (shown, never computed with).
  package var startedAt: Int
  /// What happened, in time order.
  package var entries: [RecordingEntry]
  /// Whether the file ended inside a record (the recorder did not finish it).
  package var isCutShort = false

  /// A recording of `program`, titled `title`, started at `startedAt` (ns since 1970).
  package init(program: String, title: String, startedAt: Int, entries: [RecordingEntry] = []) {
    self.program = program
    self.title = title
    self.startedAt = startedAt
    self.entries = entries
  }

  /// The file's first bytes: the magic, the format's version, the program, title and start.
  package var header: [UInt8] {
    var writer = ByteWriter()
    writer.append(contentsOf: Self.magic)
    writer.uint16(Self.versions.upperBound)
    writer.string(program, atMost: WireLimits.textBytes)
    writer.string(title, atMost: WireLimits.textBytes)
    writer.varint(startedAt)
    return writer.bytes
  }

  /// The whole file.
  package var bytes: [UInt8] {
    entries.reduce(into: header) { $0 += $1.record }
  }

  /// Reads a file: its header, then every whole record. A last record cut short ends the
  /// recording (``isCutShort``); a malformed record, or one earlier than the one before it, fails.
  package init(reading bytes: [UInt8]) throws(WireError) {
    guard bytes.starts(with: Self.magic) else { throw .notGlance("recording") }
    var reader = ByteReader(bytes[Self.magic.count...])
    let version = try reader.uint16("the recording's version")
    guard Self.versions.contains(version) else {
      throw .versionMismatch(ours: Self.versions, theirs: version...version)
    }
    program = try reader.string("the program's name", atMost: WireLimits.textBytes)
    title = try reader.string("the title", atMost: WireLimits.textBytes)
    startedAt = try reader.count("the start time", atMost: Int.max)
    entries = []
    var records = MessageReader()
    records.append(try reader.bytes(reader.remaining, "the records"))
    var number = 0
    while true {
      let payload: [UInt8]?
      do throws(WireError) {
        payload = try records.next()
      } catch {
        throw .malformed("record \(number + 1): \(error)")
      }
      guard let payload else { break }
      number += 1
      let entry: RecordingEntry
      do throws(WireError) {
        entry = try RecordingEntry.read(payload)
      } catch {
        throw .malformed("record \(number): \(error)")
      }
      if let last = entries.last, entry.time < last.time {
        throw .malformed("record \(number) is earlier than the one before it")
      }
      entries.append(entry)
    }
    isCutShort = records.buffered > 0
  }
}
