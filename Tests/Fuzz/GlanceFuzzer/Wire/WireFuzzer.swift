// Fuzzes the observer console's wire decoder: any bytes, cut into chunks of any size, go through
// the length-prefixed message reader, and every whole message is read both as a viewer's and as
// a program's message. Checks: no crash, no trap and no allocation past the limits (ASan and the
// reader's bound); the reader never holds more than one message and one chunk; a message that
// decodes encodes to bytes that decode to the same message; a frame's cells lie on its screen, and
// its rows' text keeps every scalar of their cells.

import FuzzSupport
import GlanceCore
import GlanceWire

/// Checks one input (called by `glanceFuzzer`, `Main.swift`); returns 0 (a
/// broken invariant stops the process).
func wireFuzzer(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  var input = FuzzInput(data: data, size: size)
  let chunkSize = Int(input.byte() % 64) + 1
  let limit = 1 << 16
  var reader = MessageReader(limit: limit)
  var stream = input.remaining
  while !stream.isEmpty {
    reader.append(stream.prefix(chunkSize))
    stream = stream.dropFirst(chunkSize)
    fuzzCheck(reader.buffered <= limit + 4 + chunkSize, "the reader holds \(reader.buffered) bytes")
    while true {
      let payload: [UInt8]?
      do throws(WireError) {
        payload = try reader.next()
      } catch {
        return 0  // the connection closes with the error's message
      }
      guard let payload else { break }
      check(payload)
    }
  }
  return 0
}

private func check(_ payload: [UInt8]) {
  if let message = try? ViewerMessage.read(payload) {
    let again = try? ViewerMessage.read(message.encoded)
    fuzzCheck(again == message, "\(message) re-reads as \(again as Any)")
  }
  if let message = try? ProgramMessage.read(payload) {
    let again = try? ProgramMessage.read(message.encoded)
    fuzzCheck(again == message, "\(message) re-reads as \(again as Any)")
    if case .frame(let update) = message {
      for change in update.changes {
        fuzzCheck(
          change.x >= 0 && change.y >= 0 && change.x < update.size.columns
            && change.y < update.size.rows, "\(change) lies off a \(update.size) screen")
      }
      checkText(of: update)
    }
  }
}
