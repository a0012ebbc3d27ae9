import NIOCore
import NIOPosix
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A Unix stream socket that accepts viewers: the socket file has mode 0600 from the moment it
/// exists, and each accepted connection comes with its peer's credentials to a callback, which
/// decides whether to keep it (``TransportConnection/refuse(finalBytes:)`` turns it away).
/// Any number of connections at once. The socket's directory is the caller's to choose and
/// check (``ServeDirectory``).
package final class UnixSocketListener: Sendable {
  /// Where the socket is.
  package let path: String
  private let channel: any Channel
  private let stopped = Atomic<Bool>(false)

  /// Binds and listens at `path`. A file already there is removed first only when it is a
  /// stale socket (see ``StaleSocket``); a live program's socket makes this throw
  /// ``TransportError/addressInUse(path:)``. `onConnection` runs on the transport's event loop
  /// for each accepted connection, which does nothing until the callback starts it (reading is
  /// off until then). Blocks the caller for the bind only; do not call it on that event loop.
  package init(
    path: String, onConnection: @escaping @Sendable (TransportConnection) -> Void
  ) throws(TransportError) {
    try StaleSocket.removeIfStale(at: path)
    let socket = try BoundSocket.make(path: path)
    let bootstrap = ServerBootstrap(group: TransportEventLoop.loop)
      .serverChannelOption(ChannelOptions.backlog, value: 16)
      .childChannelOption(ChannelOptions.autoRead, value: false)
      .childChannelOption(ChannelOptions.writeBufferWaterMark, value: ChannelSetup.watermark)
      .childChannelInitializer { channel in
        // The owner gets the connection once its channel is active, not from here: NIO
        // registers an accepted channel in a task of its own after this initializer, so a
        // connection handed out now could be sent to and closed before it was open. Its bytes
        // were lost and its close never reported (a viewer closed at once by the program, 1
        // run in 3 of GlanceServeTests alone under ThreadSanitizer).
        let handler = ConnectionHandler()
        let bound = NIOLoopBound(handler, eventLoop: channel.eventLoop)
        handler.onActive = {
          ChannelSetup.connection(on: channel, handler: bound).assumeIsolated().whenComplete {
            switch $0 {
            case .success(let connection): onConnection(connection)
            case .failure: channel.close(promise: nil)
            }
          }
        }
        return ChannelSetup.install(handler, on: channel)
      }
    do {
      channel = try bootstrap.withBoundSocket(socket).wait()
    } catch {
      unlink(path)
      throw .failed(path: path, reason: String(describing: error))
    }
    self.path = path
  }

  /// Stops accepting and removes the socket file. Connections already accepted stay open:
  /// close them yourself. Later calls do nothing.
  package func stop() {
    guard !stopped.exchange(true, ordering: .acquiringAndReleasing) else { return }
    unlink(path)
    channel.close(promise: nil)
  }

  deinit {
    stop()
  }
}
