/// Splits a byte stream into messages: each is a big-endian 32-bit length, then that many bytes.
///
/// Bytes arrive in chunks of any size (``append(_:)``); ``next()`` returns each whole message
/// once its last byte is in. A length over ``limit`` fails at once, before any of its payload is
/// kept, so a peer can never make the reader hold more than one message of at most `limit` bytes
/// and the chunk that brought it.
package struct MessageReader {
  /// The longest payload accepted.
  package let limit: Int
  private var buffer: [UInt8] = []
  private var start = 0

  /// A reader of messages of at most `limit` bytes.
  package init(limit: Int = WireLimits.messageBytes) {
    self.limit = limit
  }

  /// Bytes received and not yet returned in a message.
  package var buffered: Int { buffer.count - start }

  /// Adds bytes read from the stream.
  package mutating func append(_ chunk: some Collection<UInt8>) {
    if start > 0, start >= buffer.count / 2 {
      buffer.removeFirst(start)
      start = 0
    }
    buffer.append(contentsOf: chunk)
  }

  /// The next whole message, or `nil` until more bytes arrive.
  package mutating func next() throws(WireError) -> [UInt8]? {
    guard buffered >= 4 else { return nil }
    var length = 0
    for offset in 0..<4 { length = length << 8 | Int(buffer[start + offset]) }
    guard length <= limit else { throw .oversized(length: length, limit: limit) }
    guard buffered >= 4 + length else { return nil }
    let payload = Array(buffer[(start + 4)..<(start + 4 + length)])
    start += 4 + length
    if start == buffer.count {
      buffer.removeAll(keepingCapacity: buffer.capacity <= 4 * 1024)
      start = 0
    }
    return payload
  }

  /// `payload` with its length in front, as ``next()`` reads it.
  package static func frame(_ payload: [UInt8]) -> [UInt8] {
    var writer = ByteWriter(capacity: payload.count + 4)
    writer.uint32(UInt32(truncatingIfNeeded: payload.count))
    writer.append(contentsOf: payload)
    return writer.bytes
  }
}

/// The format's bounds, which both sides enforce on what they read.
package enum WireLimits {
  /// The longest message or record: a full repaint of a 2,000 × 500 screen in four-byte
  /// characters would not fit, and no real screen comes near it.
  package static let messageBytes = 4 << 20
  /// The widest and tallest screen a frame may describe.
  package static let screenSide = 2_000
  /// The longest name, title or reason.
  package static let textBytes = 4_096
  /// The most keys in one message.
  package static let keysPerMessage = 4_096
}
