import NIOCore

/// What every connection's channel gets, on both sides: the watermarks, reading off until the
/// owner starts, the handler, and the peer's credentials.
enum ChannelSetup {
  /// NIO's write watermarks, the same as the connection's own send queue's (see
  /// ``SendQueue``), so that the channel's writability agrees with ``TransportConnection``.
  static let watermark = ChannelOptions.Types.WriteBufferWaterMark(
    low: TransportConnection.lowWatermark, high: TransportConnection.highWatermark)

  /// Adds the connection's handler to `channel`'s pipeline; on its event loop.
  static func install(on channel: any Channel) -> EventLoopFuture<Void> {
    do {
      try channel.pipeline.syncOperations.addHandler(ConnectionHandler())
      return channel.eventLoop.makeSucceededVoidFuture()
    } catch {
      return channel.eventLoop.makeFailedFuture(error)
    }
  }

  /// The connection over `channel`, once connected and set up by ``install(on:)``: reads the
  /// peer's credentials. On the channel's event loop.
  static func connection(on channel: any Channel) -> EventLoopFuture<TransportConnection> {
    let handler: NIOLoopBound<ConnectionHandler>
    do {
      handler = NIOLoopBound(
        try channel.pipeline.syncOperations.handler(type: ConnectionHandler.self),
        eventLoop: channel.eventLoop)
    } catch {
      return channel.eventLoop.makeFailedFuture(error)
    }
    return PeerCredentials.read(from: channel).map { peer in
      TransportConnection(channel: channel, handler: handler.value, peer: peer)
    }
  }
}
