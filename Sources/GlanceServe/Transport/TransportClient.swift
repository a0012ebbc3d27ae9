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
      return try connecting(path: path).wait()
    } catch let error as TransportError {
      throw error
    } catch {
      throw .failed(path: path, reason: String(describing: error))
    }
  }

  /// Connects to the socket at `path` without blocking: the future completes on the
  /// transport's event loop (``TransportEventLoop/loop``) with the connection, or fails with
  /// the ``TransportError`` that ``connect(path:)`` throws. For callers on that loop.
  package static func connecting(path: String) -> EventLoopFuture<TransportConnection> {
    let loop = TransportEventLoop.loop
    let handler = NIOLoopBoundBox.makeBoxSendingValue(ConnectionHandler(), eventLoop: loop)
    return channel(to: path, on: loop, handler: handler).flatMap { channel in
      ChannelSetup.connection(on: channel, handler: NIOLoopBound(handler.value, eventLoop: loop))
    }.flatMapErrorThrowing { error in
      switch error {
      case let error as TransportError: throw error
      case let error as IOError:
        throw TransportError.from(errno: error.errnoCode, call: "connect", path: path)
      case is SocketAddressError: throw TransportError.pathTooLong(path: path)
      default: throw TransportError.failed(path: path, reason: String(describing: error))
      }
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
