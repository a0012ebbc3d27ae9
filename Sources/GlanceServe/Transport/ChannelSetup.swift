import NIOCore

/// What every connection's channel gets, on both sides: the watermarks, reading off until the
/// owner starts, the handler, and the peer's credentials.
enum ChannelSetup {
  /// NIO's write watermarks, the same as the connection's own send queue's (see
  /// ``SendQueue``), so that the channel's writability agrees with ``TransportConnection``.
  static let watermark = ChannelOptions.Types.WriteBufferWaterMark(
    low: TransportConnection.lowWatermark, high: TransportConnection.highWatermark)

  /// Adds `handler` to `channel`'s pipeline; on its event loop.
  static func install(
    _ handler: ConnectionHandler, on channel: any Channel
  ) -> EventLoopFuture<Void> {
    do {
      try channel.pipeline.syncOperations.addHandler(handler)
      return channel.eventLoop.makeSucceededVoidFuture()
    } catch {
      return channel.eventLoop.makeFailedFuture(error)
    }
  }

  /// The connection over `channel` once it is connected with `handler` installed, with the
  /// peer's credentials that the handler read as the channel became active (or read now, when
  /// this runs first). The handler is held from the start rather than looked up in the
  /// pipeline, which is already empty when the peer closed first.
  static func connection(
    on channel: any Channel, handler: NIOLoopBound<ConnectionHandler>
  ) -> EventLoopFuture<TransportConnection> {
    let peer = handler.value.peer.map { channel.eventLoop.makeCompletedFuture($0) }
    return (peer ?? PeerCredentials.read(from: channel)).map { peer in
      TransportConnection(channel: channel, handler: handler.value, peer: peer)
    }
  }
}
