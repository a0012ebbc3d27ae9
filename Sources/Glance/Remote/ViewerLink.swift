/// A viewer's connection as the board sees it: where its messages go, whether it keeps up, and
/// how to let it go. A transport (GlanceServe's Unix socket) implements it; the board never
/// knows what carries the bytes.
package protocol ViewerLink: AnyObject, Sendable {
  /// Sends one message, already framed, after those sent before; never blocks the caller.
  func send(_ bytes: [UInt8])

  /// Whether the viewer is behind: bytes wait that it has not read. The board sends it no
  /// frame meanwhile and, once the link tells its ``ViewerConnection`` that it drained, sends
  /// the latest frame only, so that a stalled viewer holds at most one frame beyond what the
  /// transport buffers.
  var isBackedUp: Bool { get }

  /// Closes the connection once what was sent is written.
  func close()
}
