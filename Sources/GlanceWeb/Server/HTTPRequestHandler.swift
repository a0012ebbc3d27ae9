import NIOCore
import NIOHTTP1

/// Answers the page's plain HTTP requests: the page's files, `/session` and `/recording`,
/// behind ``WebAccess``'s checks. A refused request gets 403 with an empty body and its
/// connection closed; nothing else is said to a client without the token.
final class HTTPRequestHandler: ChannelInboundHandler, RemovableChannelHandler {
  typealias InboundIn = HTTPServerRequestPart
  typealias OutboundOut = HTTPServerResponsePart

  private let access: WebAccess
  private let content: WebContent
  /// The request being read (its body, if any, is ignored: the page sends none).
  private var head: HTTPRequestHead?

  /// A handler serving `content` to those `access` lets in.
  init(access: WebAccess, content: WebContent) {
    self.access = access
    self.content = content
  }

  func channelRead(context: ChannelHandlerContext, data: NIOAny) {
    switch unwrapInboundIn(data) {
    case .head(let head): self.head = head
    case .body: break
    case .end:
      guard let head else { return }
      self.head = nil
      respond(to: head, context: context)
    }
  }

  private func respond(to head: HTTPRequestHead, context: ChannelHandlerContext) {
    switch access.decide(head) {
    case .forbid:
      send(.forbidden, body: [], contentType: nil, head: head, close: true, context: context)
    case .setCookieAndRedirect(let path):
      var headers = HTTPHeaders()
      headers.add(name: "location", value: path.isEmpty ? "/" : path)
      headers.add(name: "set-cookie", value: access.cookieHeader)
      send(.seeOther, body: [], contentType: nil, head: head, extra: headers, context: context)
    case .allow:
      route(head, context: context)
    }
  }

  private func route(_ head: HTTPRequestHead, context: ChannelHandlerContext) {
    guard head.method == .GET || head.method == .HEAD else {
      var headers = HTTPHeaders()
      headers.add(name: "allow", value: "GET, HEAD")
      return send(
        .methodNotAllowed, text: "only GET and HEAD are served\n", head: head, extra: headers,
        context: context)
    }
    let path = WebAccess.split(head.uri).path
    if let asset = WebAssets.asset(at: path) {
      return send(
        .ok, body: asset.bytes, contentType: asset.contentType, head: head, context: context)
    }
    switch (path, content) {
    case ("/session", _):
      send(
        .ok, body: Array(content.sessionJSON.utf8), contentType: "application/json", head: head,
        context: context)
    case ("/recording", .replay(let replay)):
      send(
        .ok, body: replay.bytes, contentType: "application/octet-stream", head: head,
        context: context)
    case ("/ws", .live):
      send(.badRequest, text: "/ws takes a WebSocket upgrade only\n", head: head, context: context)
    default:
      send(.notFound, text: "not found\n", head: head, context: context)
    }
  }

  private func send(
    _ status: HTTPResponseStatus, text: String, head: HTTPRequestHead,
    extra: HTTPHeaders = [:], context: ChannelHandlerContext
  ) {
    send(
      status, body: Array(text.utf8), contentType: "text/plain; charset=utf-8", head: head,
      extra: extra, context: context)
  }

  /// Writes a whole response; closes the connection after it when `close` or when the client
  /// did not ask to keep it alive.
  private func send(
    _ status: HTTPResponseStatus, body: [UInt8], contentType: String?, head: HTTPRequestHead,
    extra: HTTPHeaders = [:], close: Bool = false, context: ChannelHandlerContext
  ) {
    let keepAlive = head.isKeepAlive && !close
    var headers = extra
    headers.add(name: "content-length", value: "\(body.count)")
    if let contentType { headers.add(name: "content-type", value: contentType) }
    headers.add(name: "cache-control", value: "no-store")
    headers.add(name: "x-content-type-options", value: "nosniff")
    headers.add(name: "referrer-policy", value: "no-referrer")
    headers.add(name: "x-frame-options", value: "DENY")
    headers.add(
      name: "content-security-policy",
      value: "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; "
        + "connect-src 'self'; img-src 'self' data:; frame-ancestors 'none'")
    if !keepAlive { headers.add(name: "connection", value: "close") }
    var response = HTTPResponseHead(version: head.version, status: status, headers: headers)
    response.headers.replaceOrAdd(name: "server", value: "glance-web")
    context.write(wrapOutboundOut(.head(response)), promise: nil)
    if head.method != .HEAD, !body.isEmpty {
      context.write(wrapOutboundOut(.body(.byteBuffer(ByteBuffer(bytes: body)))), promise: nil)
    }
    let written = context.writeAndFlush(wrapOutboundOut(.end(nil)))
    if !keepAlive {
      let channel = context.channel
      written.whenComplete { _ in channel.close(promise: nil) }
    }
  }
}

extension WebAccess {
  /// The decision for `head`: one `Host` header only, every `Cookie` header, and the `Origin`
  /// checked when it asks for an upgrade.
  func decide(_ head: HTTPRequestHead) -> Decision {
    let hosts = head.headers["host"]
    return decide(
      target: head.uri, host: hosts.count == 1 ? hosts[0] : nil,
      cookie: head.headers["cookie"].joined(separator: "; "),
      origin: head.headers.first(name: "origin"),
      isUpgrade: head.headers.contains(name: "upgrade"))
  }
}
