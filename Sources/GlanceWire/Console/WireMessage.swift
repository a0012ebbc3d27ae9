/// A message of the console's protocol: its payload, and the payload framed for the stream.
package protocol WireMessage {
  /// The message's payload, without its length.
  var encoded: [UInt8] { get }
}

extension WireMessage {
  /// The message as it goes on the stream: its length, then its payload. The one way a message
  /// is framed.
  package var framed: [UInt8] { MessageReader.frame(encoded) }
}
