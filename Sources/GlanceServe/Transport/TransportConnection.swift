import NIOCore

/// One connection between a serving program and a viewer, moving raw bytes both ways.
///
/// Nothing is read until ``start(onBytes:onWritable:onClosed:)``; the callbacks then run on the
/// transport's event loop thread, one at a time, and must not block it. ``send(_:)`` may be
/// called from any thread and never blocks.
///
/// **Backpressure contract.** A stalled viewer (stopped, or just slow) stops reading; its bytes
/// then wait in the kernel's socket buffer and after that in this connection's queue.
/// ``isBackedUp`` is true while the queue holds ``highWatermark`` bytes or more. A sender checks
/// it before each send and skips (or coalesces) what it would have sent while it is true; the
/// queue then never holds more than the high watermark plus one message per sender, and
/// `onWritable` says when the queue has drained to ``lowWatermark``. A sender that ignores
/// ``isBackedUp`` makes the queue grow without bound.
package final class TransportConnection: Sendable {
  /// Who is at the other end (`SO_PEERCRED`).
  package let peer: PeerCredentials
  /// Queued bytes at or above which ``isBackedUp`` is true.
  package static let highWatermark = 128 * 1024
  /// Queued bytes at or under which a backed-up connection is writable again.
  package static let lowWatermark = 32 * 1024

  private let channel: any Channel
  private let handler: NIOLoopBound<ConnectionHandler>
  private let queue = SendQueue(low: lowWatermark, high: highWatermark)

  /// A connection over `channel`, whose pipeline holds `handler`; on the channel's event loop.
  init(channel: any Channel, handler: ConnectionHandler, peer: PeerCredentials) {
    self.channel = channel
    self.handler = NIOLoopBound(handler, eventLoop: channel.eventLoop)
    self.peer = peer
  }

  /// Starts reading: `onBytes` gets the bytes read, in order; `onWritable` runs when the send
  /// queue drains after ``isBackedUp`` was seen true; `onClosed` runs once when the connection
  /// ends, by either side (a killed peer included), with nil for a clean close or the error.
  /// A second call does nothing.
  package func start(
    onBytes: @escaping @Sendable ([UInt8]) -> Void,
    onWritable: @escaping @Sendable () -> Void,
    onClosed: @escaping @Sendable (_ error: String?) -> Void
  ) {
    let callbacks = ConnectionCallbacks(
      onBytes: onBytes, onWritable: onWritable, onClosed: onClosed)
    let handler = self.handler
    let channel = self.channel
    channel.eventLoop.execute {
      handler.value.start(callbacks)
      channel.setOption(ChannelOptions.autoRead, value: true).whenFailure { _ in }
    }
  }

  /// Queues `bytes` for the peer and returns at once (the write happens on the event loop).
  /// Check ``isBackedUp`` first: see the backpressure contract above. Bytes sent after the
  /// connection closed are dropped.
  package func send(_ bytes: [UInt8]) {
    let count = bytes.count
    queue.add(count)
    let handler = self.handler
    channel.writeAndFlush(ByteBuffer(bytes: bytes)).whenComplete { _ in
      if self.queue.remove(count) { handler.value.writable() }
    }
  }

  /// Whether the send queue holds ``highWatermark`` bytes or more: the peer is not keeping up.
  package var isBackedUp: Bool { queue.isBackedUp() }

  /// The bytes sent and not yet written to the socket (not counting the kernel's buffer).
  package var queuedBytes: Int { queue.queued }

  /// Stops reading from the peer (`false`) or reads again (`true`): a relay that cannot pass
  /// bytes on as fast as they come pauses its source, so that the peer's own queue fills and
  /// the peer sees ``isBackedUp`` instead of the relay holding everything.
  package func setReading(_ reading: Bool) {
    channel.setOption(ChannelOptions.autoRead, value: reading).whenFailure { _ in }
  }

  /// Closes the connection; `onClosed` follows. Bytes still queued are dropped.
  package func close() {
    channel.close(promise: nil)
  }

  /// Sends `finalBytes` (say, why the peer is turned away), then closes, whether or not the
  /// peer read them.
  package func refuse(finalBytes: [UInt8]) {
    let channel = self.channel
    channel.writeAndFlush(ByteBuffer(bytes: finalBytes)).whenComplete { _ in
      channel.close(promise: nil)
    }
  }
}
