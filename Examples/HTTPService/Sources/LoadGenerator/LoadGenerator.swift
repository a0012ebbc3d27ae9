import Foundation
import Synchronization

/// Sends `GET /items` to 127.0.0.1 over keep-alive connections, one blocking thread each, as
/// fast as the server answers, until stopped: the load the `s` key starts (once the server
/// listens). It counts the requests sent, those answered in full, and those cut.
public final class LoadGenerator: Sendable {
  /// Requests sent, answered in full, and cut (the connection ended before the whole response).
  public let sent = Atomic<Int>(0), answered = Atomic<Int>(0), cut = Atomic<Int>(0)
  /// The server's port once it listens, and the threads asked for before that.
  private let server = Mutex((port: 0, waiting: 0))
  /// Odd while running; each start and stop moves it on, so old threads see they must end.
  private let generation = Atomic<Int>(0)

  /// A generator with no threads; `start(connections:)` begins the load.
  public init() {}

  /// Whether threads are sending requests (or will, once the server listens).
  public var isRunning: Bool { generation.load(ordering: .relaxed) % 2 == 1 }
  /// The server's port, 0 until it listens.
  public var port: Int { server.withLock { $0.port } }

  /// The server listens on `port`: a load asked for before starts now.
  public func serverIsListening(on port: Int) {
    let waiting = server.withLock { state in
      defer { state = (port, 0) }
      return state.waiting
    }
    spawn(waiting, port: port)
  }

  /// Starts `connections` threads sending requests, now or once the server listens.
  public func start(connections: Int) {
    guard !isRunning else { return }
    generation.add(1, ordering: .relaxed)
    let port = server.withLock { state in
      if state.port == 0 { state.waiting = connections }
      return state.port
    }
    if port > 0 { spawn(connections, port: port) }
  }

  /// Stops the threads after their current request.
  public func stop() {
    server.withLock { $0.waiting = 0 }
    if isRunning { generation.add(1, ordering: .relaxed) }
  }

  private func spawn(_ connections: Int, port: Int) {
    let mine = generation.load(ordering: .relaxed)
    for _ in 0..<connections {
      Thread.detachNewThread { [self] in
        while generation.load(ordering: .relaxed) == mine, let socket = Self.connect(to: port) {
          defer { close(socket) }
          while generation.load(ordering: .relaxed) == mine, Self.send(on: socket) {
            sent.add(1, ordering: .relaxed)
            guard Self.readResponse(on: socket) else {
              cut.add(1, ordering: .relaxed)
              break
            }
            answered.add(1, ordering: .relaxed)
          }
        }
      }
    }
  }

  /// Prints the counts on standard error, if any request was sent.
  public func report() {
    let count = sent.load(ordering: .relaxed)
    guard count > 0 else { return }
    let (whole, lost) = (answered.load(ordering: .relaxed), cut.load(ordering: .relaxed))
    FileHandle.standardError.write(
      Data("load: \(count) requests sent, \(whole) answered, \(lost) cut\n".utf8))
  }

  /// A blocking TCP connection to 127.0.0.1 on `port`, or nil.
  public static func connect(to port: Int) -> Int32? {
    let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = in_port_t(UInt16(port).bigEndian)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let status = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        Glibc.connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    if status != 0, socket >= 0 { close(socket) }
    return status == 0 ? socket : nil
  }

  /// Sends one request; whether it went out.
  public static func send(on socket: Int32) -> Bool {
    let request = Array("GET /items HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".utf8)
    return request.withUnsafeBytes { Glibc.send(socket, $0.baseAddress, $0.count, 0) } > 0
  }

  /// Reads one whole response (head and `content-length` bytes); false if the connection ends.
  public static func readResponse(on socket: Int32) -> Bool {
    var received: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = buffer.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
      guard count > 0 else { return false }
      received += buffer[..<count]
      guard let end = received.firstRange(of: Array("\r\n\r\n".utf8)) else { continue }
      let head = String(decoding: received[..<end.lowerBound], as: UTF8.self).lowercased()
      let length = head.range(of: "content-length: ").flatMap {
        Int(head[$0.upperBound...].prefix(while: \.isNumber))
      }
      if received.count >= end.upperBound + (length ?? 0) { return true }
    }
  }
}
