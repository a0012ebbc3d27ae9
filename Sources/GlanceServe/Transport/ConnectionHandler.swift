import NIOCore

/// What a connection's owner is told, all on the connection's event loop.
struct ConnectionCallbacks {
  /// Bytes read from the peer, in order.
  let onBytes: @Sendable ([UInt8]) -> Void
  /// The send queue drained after ``TransportConnection/isBackedUp`` was seen true.
  let onWritable: @Sendable () -> Void
  /// The connection ended: nil when it closed cleanly, else why.
  let onClosed: @Sendable (_ error: String?) -> Void
}

/// The one handler in a connection's pipeline: hands bytes read to the owner as they come and
/// reports the close once. Lives on the event loop.
///
/// Reading is bounded: NIO's read allocator sizes each read, and `autoRead` stays off until the
/// owner starts the connection. Only a peer's end of file makes NIO read before that (it drains
/// the socket to the end), and those bytes, at most what the kernel's socket buffers held, wait
/// here for the start: a viewer refused with a message still gets it.
final class ConnectionHandler: ChannelInboundHandler {
  /// Bytes from the socket.
  typealias InboundIn = ByteBuffer

  /// Set by ``start(_:)``; nil until the owner starts the connection.
  private var callbacks: ConnectionCallbacks?
  /// Bytes read before the start (only when the peer closed first).
  private var early: [UInt8] = []
  /// The first error seen, reported with the close.
  private var error: String?
  /// Whether the channel has closed; set once.
  private var closed = false
  /// Whether `onClosed` has run, so that it runs once.
  private var reportedClose = false
  /// The peer's credentials, read as the channel became active, while its socket is surely
  /// open: a peer that closes at once (a refusal) may have the channel closed before its owner
  /// asks, and a closed socket has no credentials to read.
  private(set) var peer: Result<PeerCredentials, any Error>?
  /// Runs once, when the channel is active and the peer's credentials are read: the listener
  /// hands an accepted connection to its owner only then (see ``UnixSocketListener``).
  var onActive: (() -> Void)?

  /// Reads the peer's credentials now if the channel is already active.
  func handlerAdded(context: ChannelHandlerContext) {
    if context.channel.isActive { becameActive(context.channel) }
  }

  /// Reads the peer's credentials the moment the connection is made.
  func channelActive(context: ChannelHandlerContext) {
    becameActive(context.channel)
    context.fireChannelActive()
  }

  private func becameActive(_ channel: any Channel) {
    readPeer(of: channel)
    let onActive = self.onActive
    self.onActive = nil
    onActive?()
  }

  /// Keeps the peer's credentials, once; on the event loop, where the read completes at once.
  private func readPeer(of channel: any Channel) {
    guard peer == nil else { return }
    PeerCredentials.read(from: channel).assumeIsolated().whenComplete { self.peer = $0 }
  }

  /// Installs the owner's callbacks; reports a close that came before them.
  func start(_ callbacks: ConnectionCallbacks) {
    guard self.callbacks == nil else { return }
    self.callbacks = callbacks
    if !early.isEmpty {
      callbacks.onBytes(early)
      early = []
    }
    if closed { reportClose() }
  }

  /// Tells the owner that the send queue drained, unless the connection has closed.
  func writable() {
    guard !closed else { return }
    callbacks?.onWritable()
  }

  /// Passes the bytes on as an array.
  func channelRead(context: ChannelHandlerContext, data: NIOAny) {
    let buffer = unwrapInboundIn(data)
    if let callbacks {
      callbacks.onBytes(Array(buffer.readableBytesView))
    } else {
      early += buffer.readableBytesView
    }
  }

  /// Keeps the first error and closes (a reset from a killed peer ends up here).
  func errorCaught(context: ChannelHandlerContext, error: any Error) {
    if self.error == nil { self.error = String(describing: error) }
    context.close(promise: nil)
  }

  /// The channel closed, by either side: report it once.
  func channelInactive(context: ChannelHandlerContext) {
    closed = true
    reportClose()
    context.fireChannelInactive()
  }

  /// Runs `onClosed` once, if the owner has started the connection.
  private func reportClose() {
    guard let callbacks, !reportedClose else { return }
    reportedClose = true
    callbacks.onClosed(error)
  }
}
