import NIOCore
import NIOPosix

/// The viewer's side: connects to a serving program's socket.
package enum TransportClient {
  /// Connects to the socket at `path`. The connection reads nothing until it is started; its
  /// ``TransportConnection/peer`` is the serving program. Throws
  /// ``TransportError/noSuchSocket(path:)`` when no file is there,
  /// ``TransportError/permissionDenied(path:)`` when it or its directory is another user's, and
  /// ``TransportError/connectionRefused(path:)`` when nothing listens (the program is gone).
  /// Blocks the caller until connected (immediate for a local socket); do not call it on the
  /// transport's event loop.
  package static func connect(path: String) throws(TransportError) -> TransportConnection {
    do {
      let loop = TransportEventLoop.loop
      let handler = NIOLoopBoundBox.makeBoxSendingValue(ConnectionHandler(), eventLoop: loop)
      return try channel(to: path, on: loop, handler: handler).flatMap { channel in
        ChannelSetup.connection(
          on: channel, handler: NIOLoopBound(handler.value, eventLoop: loop))
      }.wait()
    } catch let error as TransportError {
      throw error
    } catch let error as IOError {
      throw .from(errno: error.errnoCode, call: "connect", path: path)
    } catch is SocketAddressError {
      throw .pathTooLong(path: path)
    } catch {
      throw .failed(path: path, reason: String(describing: error))
    }
  }

  /// A channel on `loop` connected to `path`, with `handler` installed for a
  /// ``TransportConnection``.
  static func channel(
    to path: String, on loop: any EventLoop, handler: NIOLoopBoundBox<ConnectionHandler>
  ) -> EventLoopFuture<any Channel> {
    ClientBootstrap(group: loop)
      .channelOption(ChannelOptions.autoRead, value: false)
      .channelOption(ChannelOptions.writeBufferWaterMark, value: ChannelSetup.watermark)
      .channelInitializer { channel in ChannelSetup.install(handler.value, on: channel) }
      .connect(unixDomainSocketPath: path)
  }
}
