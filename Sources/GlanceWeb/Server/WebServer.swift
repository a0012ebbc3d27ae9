import GlanceServe
import NIOCore
import NIOHTTP1
import NIOPosix
import NIOWebSocket
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The HTTP and WebSocket server behind `glance web`: one page, its files and one WebSocket
/// per browser tab, on 127.0.0.1 or a Unix socket, behind ``WebAccess``.
///
/// HTTP and WebSocket are SwiftNIO's (NIOHTTP1, NIOWebSocket); the server runs on the
/// transport's event loop, beside the program connections it bridges to.
package final class WebServer: Sendable {
  /// Where to listen.
  package enum Address: Sendable, Equatable {
    /// A TCP port on 127.0.0.1 (0: a free one).
    case loopback(port: Int)
    /// A Unix socket at a path, created with mode 0600.
    case unixSocket(path: String)
  }

  /// The event a tab's handler gets when the server stops: it says so to the page and closes.
  struct Stopping {}

  /// The longest WebSocket message the page may send (a hello, keys, a resize are far smaller).
  package static let maxMessageBytes = 64 * 1024

  /// Who may use the server.
  package let access: WebAccess
  /// Where it listens.
  package let address: Address
  private let channel: any Channel
  private let tabs: TabRegistry
  private let stopped = Atomic<Bool>(false)

  /// Starts serving `content` at `address`. Blocks the caller for the bind only; do not call
  /// it on the transport's event loop.
  package init(content: WebContent, address: Address) throws(WebServerError) {
    var listenAddress = address
    let bootstrapAccess: WebAccess
    var socket: CInt = -1
    switch address {
    case .loopback:
      bootstrapAccess = WebAccess(listener: .loopback(port: 0))
    case .unixSocket(let path):
      bootstrapAccess = WebAccess(listener: .unixSocket)
      do {
        try StaleSocket.removeIfStale(at: path)
        socket = try BoundSocket.make(path: path)
      } catch {
        throw .cannotListen(String(describing: error))
      }
    }
    let box = AccessBox(bootstrapAccess)
    let tabs = TabRegistry()
    let bootstrap = ServerBootstrap(group: TransportEventLoop.loop)
      .serverChannelOption(ChannelOptions.backlog, value: 64)
      .serverChannelOption(ChannelOptions.socketOption(.so_reuseaddr), value: 1)
      .childChannelOption(
        ChannelOptions.writeBufferWaterMark, value: .init(low: 32 * 1024, high: 128 * 1024)
      )
      .childChannelInitializer { channel in
        Self.configure(channel, access: box.access, content: content, tabs: tabs)
      }
    do {
      switch address {
      case .loopback(let port):
        channel = try bootstrap.bind(host: "127.0.0.1", port: port).wait()
        let bound = channel.localAddress?.port ?? port
        listenAddress = .loopback(port: bound)
        box.access.listener = .loopback(port: bound)
      case .unixSocket:
        channel = try bootstrap.withBoundSocket(socket).wait()
      }
    } catch {
      if case .unixSocket(let path) = address { unlink(path) }
      throw .cannotListen(Self.describe(error, at: address))
    }
    self.address = listenAddress
    self.tabs = tabs
    access = box.access
  }

  /// Why listening at `address` failed, in the user's words.
  private static func describe(_ error: any Error, at address: Address) -> String {
    let place =
      switch address {
      case .loopback(let port): "127.0.0.1:\(port)"
      case .unixSocket(let path): path
      }
    guard let error = error as? IOError else { return "\(place): \(error)" }
    if error.errnoCode == EADDRINUSE {
      return "\(place) is in use by another program; choose another --port, or 0 for a free one"
    }
    return "\(place): \(String(cString: strerror(error.errnoCode)))"
  }

  /// The address to open, with the token: `http://127.0.0.1:PORT/?token=…`, or for a Unix
  /// socket the path after the host and port a tunnel gives it (`http://localhost:8080`).
  package func url(tunnelledAs origin: String = "http://localhost:8080") -> String {
    switch address {
    case .loopback(let port): "http://127.0.0.1:\(port)/?token=\(access.token)"
    case .unixSocket: "\(origin)/?token=\(access.token)"
    }
  }

  /// Stops: every tab is told that `glance web` stopped, the listener closes and a Unix
  /// socket's file is removed. Waits until that is done. Later calls do nothing.
  package func stop() {
    guard !stopped.exchange(true, ordering: .acquiringAndReleasing) else { return }
    let open = tabs.all
    let told = open.map { tab in
      tab.pipeline.fireUserInboundEventTriggered(Stopping())
      return tab.closeFuture
    }
    _ = try? EventLoopFuture.andAllComplete(told, on: TransportEventLoop.loop).wait()
    _ = try? channel.close().wait()
    if case .unixSocket(let path) = address { unlink(path) }
  }

  deinit {
    stop()
  }

  /// Sets up a new connection: HTTP with the WebSocket upgrade at `/ws` (live boards only),
  /// allowed by `access`.
  private static func configure(
    _ channel: any Channel, access: WebAccess, content: WebContent,
    tabs: TabRegistry
  ) -> EventLoopFuture<Void> {
    let http = HTTPRequestHandler(access: access, content: content)
    let upgrader = NIOWebSocketServerUpgrader(
      maxFrameSize: maxMessageBytes,
      shouldUpgrade: { channel, head in
        let allowed = WebAccess.split(head.uri).path == "/ws" && access.decide(head) == .allow
        guard allowed, case .live = content else {
          return channel.eventLoop.makeSucceededFuture(nil)
        }
        return channel.eventLoop.makeSucceededFuture(HTTPHeaders())
      },
      upgradePipelineHandler: { channel, _ in
        guard case .live(let target) = content else { return channel.close() }
        tabs.add(channel)
        let viewer = BrowserViewer(target: target) { tabs.remove(channel) }
        do {
          try channel.pipeline.syncOperations.addHandler(
            NIOWebSocketFrameAggregator(
              minNonFinalFragmentSize: 0, maxAccumulatedFrameCount: 64,
              maxAccumulatedFrameSize: maxMessageBytes))
          try channel.pipeline.syncOperations.addHandler(viewer)
          return channel.eventLoop.makeSucceededVoidFuture()
        } catch {
          return channel.eventLoop.makeFailedFuture(error)
        }
      })
    do {
      let sync = channel.pipeline.syncOperations
      try sync.configureHTTPServerPipeline(
        withServerUpgrade: (
          upgraders: [upgrader],
          completionHandler: { context in
            context.pipeline.removeHandler(name: httpHandlerName, promise: nil)
          }
        ))
      try sync.addHandler(http, name: httpHandlerName)
      return channel.eventLoop.makeSucceededVoidFuture()
    } catch {
      return channel.eventLoop.makeFailedFuture(error)
    }
  }
}

/// The name of each connection's HTTP handler, which the WebSocket upgrade removes.
private let httpHandlerName = "glance.http"

/// The tabs' open WebSocket channels, so that stopping can tell each one.
final class TabRegistry: Sendable {
  private let channels = Mutex<[ObjectIdentifier: any Channel]>([:])

  /// Every open tab's channel.
  var all: [any Channel] { channels.withLock { Array($0.values) } }

  /// Counts `channel` as an open tab.
  func add(_ channel: any Channel) {
    channels.withLock { $0[ObjectIdentifier(channel)] = channel }
  }

  /// Forgets `channel`.
  func remove(_ channel: any Channel) {
    _ = channels.withLock { $0.removeValue(forKey: ObjectIdentifier(channel)) }
  }
}

/// The access the initializer hands each connection: its port is known only after the bind,
/// and no connection is accepted before then.
private final class AccessBox: Sendable {
  private let value: Mutex<WebAccess>
  init(_ access: WebAccess) { value = Mutex(access) }
  var access: WebAccess {
    get { value.withLock { $0 } }
    set { value.withLock { $0 = newValue } }
  }
}

/// Why a `glance web` server could not start.
package enum WebServerError: Error, CustomStringConvertible {
  /// Binding or listening failed: why.
  case cannotListen(String)

  /// The sentence for the user.
  package var description: String {
    switch self {
    case .cannotListen(let reason): "cannot listen: \(reason)"
    }
  }
}
