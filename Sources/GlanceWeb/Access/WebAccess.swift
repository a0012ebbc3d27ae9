/// Who may use a `glance web` server: the holder of its token, on the loopback address, from
/// its own page.
///
/// The token (128 random bits from the system's generator) comes once in the address the
/// command prints; the first request that carries it is answered with a cookie holding it
/// (HttpOnly, so no script reads it; SameSite=Strict, so no other site's page sends it) and a
/// redirect to the bare address, so that the token leaves the address bar. Every other request
/// must carry the cookie. A request whose `Host` is not the loopback address it was sent to is
/// refused, which defeats DNS rebinding (a foreign name resolving to 127.0.0.1), and so is a
/// WebSocket upgrade whose `Origin` is not the page's own.
package struct WebAccess: Sendable {
  /// Where the server listens, which decides the `Host` values it takes.
  package enum Listener: Sendable, Equatable {
    /// A TCP port on 127.0.0.1: `Host` must be a loopback name with this port.
    case loopback(port: Int)
    /// A Unix socket (reached through `ssh -L PORT:PATH`): `Host` must be a loopback name, on
    /// whatever port the tunnel's local end has.
    case unixSocket
  }

  /// The secret the printed address carries, as 32 lowercase hex digits.
  package let token: String
  /// The cookie's name: one per server, so that two servers on one host keep their own.
  package let cookieName: String
  /// Where the server listens.
  package var listener: Listener

  /// Access with a fresh token drawn from `generator` (the system's, by default).
  package init<Generator: RandomNumberGenerator>(
    listener: Listener, using generator: inout Generator
  ) {
    token = Self.hex(count: 16, using: &generator)
    cookieName = "glance-web-" + Self.hex(count: 4, using: &generator)
    self.listener = listener
  }

  /// Access with a fresh token from the system's generator.
  package init(listener: Listener) {
    var generator = SystemRandomNumberGenerator()
    self.init(listener: listener, using: &generator)
  }

  /// What to do with a request, from its target, `Host`, `Cookie` and (for an upgrade)
  /// `Origin` headers.
  package enum Decision: Equatable, Sendable {
    /// Serve it.
    case allow
    /// It carries the right token in its query: set the cookie and send the browser to `path`.
    case setCookieAndRedirect(path: String)
    /// Refuse it with 403 and nothing else.
    case forbid
  }

  /// The decision for a request for `target` (path and query) with the given headers; `origin`
  /// is checked only when `isUpgrade`.
  package func decide(
    target: String, host: String?, cookie: String?, origin: String?, isUpgrade: Bool
  ) -> Decision {
    guard let host, isLoopback(host: host) else { return .forbid }
    if isUpgrade {
      guard origin == "http://" + host || origin == "https://" + host else { return .forbid }
    }
    if let presented = Self.cookieValue(named: cookieName, in: cookie),
      Self.constantTimeEqual(presented, token)
    {
      return .allow
    }
    let (path, query) = Self.split(target)
    if !isUpgrade, let presented = Self.queryValue(named: "token", in: query),
      Self.constantTimeEqual(presented, token)
    {
      return .setCookieAndRedirect(path: path)
    }
    return .forbid
  }

  /// The `Set-Cookie` value that keeps the token.
  package var cookieHeader: String {
    "\(cookieName)=\(token); HttpOnly; SameSite=Strict; Path=/"
  }

  /// Whether `host` (a `Host` header) names the loopback address this server listens on.
  package func isLoopback(host: String) -> Bool {
    let (name, port) = Self.splitHost(host)
    guard ["127.0.0.1", "localhost", "[::1]"].contains(name.lowercased()) else { return false }
    switch listener {
    case .loopback(let expected): return port == expected
    case .unixSocket: return true
    }
  }

  /// Whether `a` and `b` are equal, in a time that depends on their lengths only.
  package static func constantTimeEqual(_ a: String, _ b: String) -> Bool {
    let left = Array(a.utf8)
    let right = Array(b.utf8)
    guard left.count == right.count else { return false }
    var difference: UInt8 = 0
    for index in left.indices { difference |= left[index] ^ right[index] }
    return difference == 0
  }

  /// `count` random bytes as lowercase hex.
  private static func hex<Generator: RandomNumberGenerator>(
    count: Int, using generator: inout Generator
  ) -> String {
    let digits = Array("0123456789abcdef")
    var text = ""
    for _ in 0..<count {
      let byte = UInt8.random(in: .min ... .max, using: &generator)
      text.append(digits[Int(byte >> 4)])
      text.append(digits[Int(byte & 0x0F)])
    }
    return text
  }

  /// A request target's path and query (without the `?`).
  package static func split(_ target: String) -> (path: String, query: Substring) {
    guard let mark = target.firstIndex(of: "?") else { return (target, "") }
    return (String(target[..<mark]), target[target.index(after: mark)...])
  }

  /// The value of `name` in a query string, if it appears once or more (the first).
  static func queryValue(named name: String, in query: Substring) -> String? {
    for pair in query.split(separator: "&") {
      let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      if parts.count == 2, parts[0] == name { return String(parts[1]) }
    }
    return nil
  }

  /// The value of the cookie `name` in a `Cookie` header.
  static func cookieValue(named name: String, in header: String?) -> String? {
    guard let header else { return nil }
    for pair in header.split(separator: ";") {
      let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      if parts.count == 2, parts[0].trimmingSpaces == name {
        return String(parts[1].trimmingSpaces)
      }
    }
    return nil
  }

  /// A `Host` header's name and port (nil when absent or not a number).
  static func splitHost(_ host: String) -> (name: Substring, port: Int?) {
    let trimmed = host[...].trimmingSpaces
    let nameEnd: Substring.Index
    if trimmed.hasPrefix("["), let close = trimmed.firstIndex(of: "]") {
      nameEnd = trimmed.index(after: close)
    } else {
      nameEnd = trimmed.firstIndex(of: ":") ?? trimmed.endIndex
    }
    let rest = trimmed[nameEnd...]
    guard rest.first == ":" else { return (trimmed[..<nameEnd], rest.isEmpty ? nil : -1) }
    return (trimmed[..<nameEnd], Int(rest.dropFirst()) ?? -1)
  }
}

extension Substring {
  /// The text without leading and trailing spaces.
  fileprivate var trimmingSpaces: Substring {
    var text = self
    while text.first == " " { text = text.dropFirst() }
    while text.last == " " { text = text.dropLast() }
    return text
  }
}
