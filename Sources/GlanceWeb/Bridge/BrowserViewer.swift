import GlanceServe
import GlanceWire
import NIOCore
import NIOWebSocket

/// One browser tab attached to a served board: a viewer of its own on the program's socket,
/// with the page on the other side of a WebSocket.
///
/// Each binary WebSocket message is one wire message's payload, both ways: the bridge strips
/// and adds the 4-byte lengths, reads what the page sends with the wire's own decoder (a
/// malformed or out-of-order message closes the tab's socket with 1008 and the reason), and
/// passes the program's messages on as they come. The program composes the tab's frames at the
/// tab's size, as for a terminal viewer; the tab decodes them itself.
///
/// Backpressure: while the tab's socket is not writable, the bridge stops reading the
/// program's socket, so the program's own bounded queue fills and it skips frames for this
/// viewer; the bridge holds at most the WebSocket's high watermark. While the program's queue
/// is full, the bridge stops reading the tab.
///
/// Everything runs on the transport's event loop: the WebSocket's channel and the program's
/// connection share it.
final class BrowserViewer: ChannelInboundHandler {
  typealias InboundIn = WebSocketFrame
  typealias OutboundOut = WebSocketFrame

  /// Messages the page may send before the program's socket is connected (a hello, a resize).
  static let pendingLimit = 64

  private let target: WebContent.LiveTarget
  private let onClose: @Sendable () -> Void
  private var context: ChannelHandlerContext?
  private var connection: TransportConnection?
  private var pending: [[UInt8]] = []
  private var reader = MessageReader()
  private var saidHello = false
  /// Whether the program said why it ended the viewer (then its close needs no words of ours).
  private var programEnded = false
  private var closing = false

  /// A bridge to the program `target` finds; `onClose` runs once the tab's socket closed.
  init(target: WebContent.LiveTarget, onClose: @escaping @Sendable () -> Void) {
    self.target = target
    self.onClose = onClose
  }

  func handlerAdded(context: ChannelHandlerContext) {
    self.context = context
    switch target.locate() {
    case .failure(let failure): gone(failure.message)
    case .success(let path):
      let bound = NIOLoopBound(self, eventLoop: context.eventLoop)
      TransportClient.connecting(path: path).hop(to: context.eventLoop).assumeIsolated()
        .whenComplete { result in
          switch result {
          case .success(let connection): bound.value.attach(connection)
          case .failure(let error): bound.value.gone(String(describing: error))
          }
        }
    }
  }

  private func attach(_ connection: TransportConnection) {
    guard !closing, let context else { return connection.close() }
    self.connection = connection
    let bound = NIOLoopBound(self, eventLoop: context.eventLoop)
    let loop = context.eventLoop
    connection.start(
      onBytes: { bytes in loop.execute { bound.value.fromProgram(bytes) } },
      onWritable: { loop.execute { bound.value.readPage(true) } },
      onClosed: { error in loop.execute { bound.value.programClosed(error) } })
    for message in pending { connection.send(message) }
    pending = []
  }

  private func fromProgram(_ bytes: [UInt8]) {
    guard let context, !closing else { return }
    reader.append(bytes)
    do throws(WireError) {
      while let payload = try reader.next() {
        // An end or a refusal says why the program closes: its close needs no words of ours.
        if payload.first == 0x84 || payload.first == 0x82 { programEnded = true }
        let frame = WebSocketFrame(fin: true, opcode: .binary, data: ByteBuffer(bytes: payload))
        context.write(wrapOutboundOut(frame), promise: nil)
      }
    } catch {
      return gone("the program sent what the bridge cannot read: \(error)")
    }
    context.flush()
    if !context.channel.isWritable { connection?.setReading(false) }
  }

  func channelWritabilityChanged(context: ChannelHandlerContext) {
    if context.channel.isWritable { connection?.setReading(true) }
    context.fireChannelWritabilityChanged()
  }

  private func programClosed(_ error: String?) {
    connection = nil
    guard !closing else { return }
    if programEnded {
      close(code: .normalClosure, reason: "")
    } else {
      gone(error.map { "the connection failed: \($0)" } ?? "the connection closed")
    }
  }

  func channelRead(context: ChannelHandlerContext, data: NIOAny) {
    let frame = unwrapInboundIn(data)
    switch frame.opcode {
    case .binary: fromPage(Array(frame.unmaskedData.readableBytesView))
    case .text: close(code: .unacceptableData, reason: "the page sends binary messages only")
    case .ping:
      let pong = WebSocketFrame(fin: true, opcode: .pong, data: frame.unmaskedData)
      context.writeAndFlush(wrapOutboundOut(pong), promise: nil)
    case .connectionClose:
      connection?.send(ViewerMessage.detach.framed)
      close(code: .normalClosure, reason: "")
    default: break
    }
  }

  private func fromPage(_ payload: [UInt8]) {
    guard !closing else { return }
    let message: ViewerMessage
    do throws(WireError) {
      message = try ViewerMessage.read(payload)
    } catch {
      return close(code: .policyViolation, reason: "cannot read what the page sent: \(error)")
    }
    if case .hello = message {
      guard !saidHello else { return close(code: .policyViolation, reason: "a second hello") }
      saidHello = true
    } else if !saidHello {
      return close(code: .policyViolation, reason: "the first message was not a hello")
    }
    if target.readOnly, case .keys = message { return }
    guard let connection else {
      guard pending.count < Self.pendingLimit else {
        return close(
          code: .policyViolation, reason: "too many messages before the program answered")
      }
      return pending.append(message.framed)
    }
    connection.send(message.framed)
    if connection.isBackedUp { readPage(false) }
  }

  /// Reads the tab's socket (`true`) or leaves its messages in the kernel's buffers (`false`).
  private func readPage(_ reading: Bool) {
    context?.channel.setOption(ChannelOptions.autoRead, value: reading).whenFailure { _ in }
  }

  /// Tells the page that the program is not there (`why`), then closes: the page waits and
  /// attaches again.
  private func gone(_ why: String) {
    guard let context, !closing else { return }
    let text = #"{"type":"gone","text":\#(WebContent.quoted(why))}"#
    var buffer = context.channel.allocator.buffer(capacity: text.utf8.count)
    buffer.writeString(text)
    context.write(
      wrapOutboundOut(WebSocketFrame(fin: true, opcode: .text, data: buffer)), promise: nil)
    close(code: .normalClosure, reason: "")
  }

  /// Sends a close frame with `code` and `reason` (cut to what a close frame holds) and closes.
  func close(code: WebSocketErrorCode, reason: String) {
    guard let context, !closing else { return }
    closing = true
    var buffer = context.channel.allocator.buffer(capacity: 2 + 123)
    buffer.write(webSocketErrorCode: code)
    var bytes = 0
    for character in reason where bytes + character.utf8.count <= 123 {
      buffer.writeString(String(character))
      bytes += character.utf8.count
    }
    let frame = WebSocketFrame(fin: true, opcode: .connectionClose, data: buffer)
    let channel = context.channel
    context.writeAndFlush(wrapOutboundOut(frame)).whenComplete { _ in channel.close(promise: nil) }
    connection?.close()
  }

  func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
    if event is WebServer.Stopping {
      close(code: .goingAway, reason: "glance web stopped")
    } else {
      context.fireUserInboundEventTriggered(event)
    }
  }

  func channelInactive(context: ChannelHandlerContext) {
    closing = true
    connection?.close()
    connection = nil
    onClose()
    context.fireChannelInactive()
  }

  func handlerRemoved(context: ChannelHandlerContext) {
    self.context = nil
  }

  func errorCaught(context: ChannelHandlerContext, error: any Error) {
    context.close(promise: nil)
  }
}
