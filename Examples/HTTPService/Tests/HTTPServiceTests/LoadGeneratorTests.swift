import Foundation
import LoadGenerator
import Testing

/// How the load generator tells a request's end from the bytes its connection brings: the
/// drain checks rely on `cut` and `unanswered` meaning what they say.
struct LoadGeneratorTests {
  static let head = "HTTP/1.1 200 OK\r\ncontent-length: 5\r\n"

  @Test(arguments: [
    (head + "\r\nhello", LoadGenerator.Response.answered),
    (head + "connection: close\r\n\r\nhello", .answeredAndClosing),
    (head + "\r\nhel", .cut),
    ("HTTP/1.1 200", .cut),
    ("", .unanswered),
  ])
  func aResponseEndsAsItsBytesSay(bytes: String, expected: LoadGenerator.Response) {
    #expect(Self.response(to: bytes) == expected)
  }

  /// The response read from a socket whose peer wrote `bytes` and closed.
  static func response(to bytes: String) -> LoadGenerator.Response? {
    var ends: [Int32] = [0, 0]
    guard socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0, &ends) == 0 else { return nil }
    defer { close(ends[0]) }
    let data = Array(bytes.utf8)
    let written = data.withUnsafeBytes { write(ends[1], $0.baseAddress, $0.count) }
    close(ends[1])
    guard written == data.count else { return nil }
    return LoadGenerator.readResponse(on: ends[0])
  }
}
