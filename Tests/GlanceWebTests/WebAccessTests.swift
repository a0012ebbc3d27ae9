import Testing

@testable import GlanceWeb

/// The token, the cookie and the Host and Origin checks that keep a `glance web` page to the
/// user who started it.
struct WebAccessTests {
  private let access = WebAccess(listener: .loopback(port: 8123))

  @Test func theTokenHas128BitsAsHexAndDiffersEachTime() {
    #expect(access.token.count == 32)
    #expect(access.token.allSatisfy { $0.isHexDigit && !$0.isUppercase })
    let others = (0..<64).map { _ in WebAccess(listener: .unixSocket).token }
    #expect(Set(others + [access.token]).count == 65)
  }

  @Test func theRightTokenInTheQueryIsTradedForACookieAndARedirect() {
    let decision = access.decide(
      target: "/?token=\(access.token)", host: "127.0.0.1:8123", cookie: nil, origin: nil,
      isUpgrade: false)
    #expect(decision == .setCookieAndRedirect(path: "/"))
    #expect(access.cookieHeader.hasPrefix("\(access.cookieName)=\(access.token);"))
    #expect(access.cookieHeader.contains("HttpOnly"))
    #expect(access.cookieHeader.contains("SameSite=Strict"))
  }

  @Test func theCookieLetsRequestsIn() {
    let cookie = "other=1; \(access.cookieName)=\(access.token); more=2"
    for target in ["/", "/page.js", "/session"] {
      #expect(
        access.decide(
          target: target, host: "localhost:8123", cookie: cookie, origin: nil, isUpgrade: false)
          == .allow)
    }
  }

  @Test(
    arguments: [
      ("/", nil), ("/?token=", nil), ("/?token=0123", nil), ("/?tokenx=1", nil),
      ("/", "glance-web-00000000=abc"),
    ] as [(String, String?)])
  func aMissingOrWrongTokenIsForbidden(target: String, cookie: String?) {
    #expect(
      access.decide(
        target: target, host: "127.0.0.1:8123", cookie: cookie, origin: nil, isUpgrade: false)
        == .forbid)
    let wrongToken = String(access.token.reversed())
    #expect(
      access.decide(
        target: "/?token=\(wrongToken)", host: "127.0.0.1:8123", cookie: nil, origin: nil,
        isUpgrade: false) == .forbid)
  }

  @Test(arguments: [
    "evil.example:8123", "127.0.0.1:8124", "127.0.0.1", "localhost", "127.0.0.1.evil:8123",
    "10.0.0.1:8123", "", "[::2]:8123",
  ])
  func aForeignHostIsForbiddenEvenWithTheToken(host: String) {
    let cookie = "\(access.cookieName)=\(access.token)"
    #expect(
      access.decide(target: "/", host: host, cookie: cookie, origin: nil, isUpgrade: false)
        == .forbid)
    #expect(
      access.decide(target: "/", host: nil, cookie: cookie, origin: nil, isUpgrade: false)
        == .forbid)
  }

  @Test func aUnixSocketTakesAnyLoopbackNameOnAnyPort() {
    let tunnelled = WebAccess(listener: .unixSocket)
    let cookie = "\(tunnelled.cookieName)=\(tunnelled.token)"
    for host in ["localhost:8080", "127.0.0.1:9", "[::1]:8080", "localhost"] {
      #expect(
        tunnelled.decide(target: "/", host: host, cookie: cookie, origin: nil, isUpgrade: false)
          == .allow)
    }
    #expect(
      tunnelled.decide(
        target: "/", host: "evil.example:8080", cookie: cookie, origin: nil, isUpgrade: false)
        == .forbid)
  }

  @Test func anUpgradeNeedsThePagesOwnOriginAndTheCookie() {
    let cookie = "\(access.cookieName)=\(access.token)"
    let host = "127.0.0.1:8123"
    #expect(
      access.decide(
        target: "/ws", host: host, cookie: cookie, origin: "http://127.0.0.1:8123",
        isUpgrade: true) == .allow)
    for origin in [nil, "http://evil.example", "http://localhost:8123", "null", "http://127.0.0.1"]
    {
      #expect(
        access.decide(target: "/ws", host: host, cookie: cookie, origin: origin, isUpgrade: true)
          == .forbid)
    }
    // The token in the query does not open a WebSocket: only the cookie does.
    #expect(
      access.decide(
        target: "/ws?token=\(access.token)", host: host, cookie: nil,
        origin: "http://127.0.0.1:8123", isUpgrade: true) == .forbid)
  }

  @Test func theComparisonIsExact() {
    #expect(WebAccess.constantTimeEqual("abc", "abc"))
    #expect(!WebAccess.constantTimeEqual("abc", "abd"))
    #expect(!WebAccess.constantTimeEqual("abc", "abcd"))
    #expect(!WebAccess.constantTimeEqual("", "a"))
  }

  @Test func sessionTextIsJSONWithItsStringsEscaped() {
    let live = WebContent.live(
      .init(name: "a\"b\\c\n\u{1}", readOnly: true, locate: { .success("/x") }))
    #expect(
      live.sessionJSON
        == #"{"mode":"live","readOnly":true,"target":"a\"b\\c\n\u0001"}"#)
  }
}
