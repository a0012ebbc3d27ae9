import Foundation
import Synchronization

/// Sends `GET /items` to 127.0.0.1 over keep-alive connections, one blocking thread each (named
/// "load"), as fast as the server answers, until stopped: the load the `s` key starts (once the
/// server listens). A response that says `connection: close` ends its connection, and the thread
/// connects again, as an HTTP/1.1 client must. It counts every request's outcome.
public final class LoadGenerator: Sendable {
  /// Requests sent.
  public let sent = Atomic<Int>(0)
  /// Requests answered in full.
  public let answered = Atomic<Int>(0)
  /// Requests whose response began but whose connection ended before the rest of it.
  public let cut = Atomic<Int>(0)
  /// Requests whose connection ended before any of a response: a server closes an idle
  /// connection so when it shuts down, and a request it had not read yet goes with it (HTTP
  /// clients retry those). A server that began the request and then closed would show here
  /// too, which is why the drain checks compare `answered` with the requests the server began.
  public let unanswered = Atomic<Int>(0)
  /// The server's port once it listens, and the threads asked for before that.
  private let server = Mutex((port: 0, waiting: 0))
  /// Odd while running; each start and stop moves it on, so old threads see they must end.
  private let generation = Atomic<Int>(0)
  /// Every thread, until it ends.
  private let threads = DispatchGroup()

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

  /// Stops the threads and waits until they have ended, each with its current request counted
  /// (the server's connections closed, every read returns).
  public func stopAndWait() async {
    stop()
    await withCheckedContinuation { ended in threads.notify(queue: .global()) { ended.resume() } }
  }

  private func spawn(_ connections: Int, port: Int) {
    let mine = generation.load(ordering: .relaxed)
    for _ in 0..<connections {
      threads.enter()
      Thread.detachNewThread { [self] in
        defer { threads.leave() }
        Thread.current.name = "load"
        while generation.load(ordering: .relaxed) == mine, let socket = Self.connect(to: port) {
          defer { close(socket) }
          while generation.load(ordering: .relaxed) == mine, Self.send(on: socket) {
            sent.add(1, ordering: .relaxed)
            let response = Self.readResponse(on: socket)
            switch response {
            case .answered, .answeredAndClosing: answered.add(1, ordering: .relaxed)
            case .cut: cut.add(1, ordering: .relaxed)
            case .unanswered: unanswered.add(1, ordering: .relaxed)
            }
            guard response == .answered else { break }
          }
        }
      }
    }
  }

  /// The counts so far: `8 requests sent, 8 answered, 0 cut, 0 unanswered`.
  public var counts: String {
    let (requests, whole) = (sent.load(ordering: .relaxed), answered.load(ordering: .relaxed))
    let (lost, closed) = (cut.load(ordering: .relaxed), unanswered.load(ordering: .relaxed))
    return "\(requests) requests sent, \(whole) answered, \(lost) cut, \(closed) unanswered"
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

  /// Sends one request; whether it went out (a connection the server closed is an error, not
  /// SIGPIPE).
  public static func send(on socket: Int32) -> Bool {
    let request = Array("GET /items HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".utf8)
    return request.withUnsafeBytes {
      Glibc.send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
    } > 0
  }

  /// How a request ended.
  public enum Response: Sendable {
    /// Answered in full on a connection that stays open.
    case answered
    /// Answered in full; the server closes the connection (`connection: close`).
    case answeredAndClosing
    /// The connection ended partway through the response.
    case cut
    /// The connection ended before any of a response.
    case unanswered
  }

  /// Reads one response (head and `content-length` bytes). It reads with read(2), so that
  /// `/proc/<pid>/task/<tid>/io` counts each thread's received bytes (the drain test,
  /// ProgramTests/test_drain.py, waits for every load thread to have some).
  public static func readResponse(on socket: Int32) -> Response {
    var received: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(socket, $0.baseAddress, $0.count) }
      guard count > 0 else { return received.isEmpty ? .unanswered : .cut }
      received += buffer[..<count]
      guard let end = received.firstRange(of: Array("\r\n\r\n".utf8)) else { continue }
      let head = String(decoding: received[..<end.lowerBound], as: UTF8.self).lowercased()
      let length = head.range(of: "content-length: ").flatMap {
        Int(head[$0.upperBound...].prefix(while: \.isNumber))
      }
      guard received.count >= end.upperBound + (length ?? 0) else { continue }
      return head.contains("\r\nconnection: close") ? .answeredAndClosing : .answered
    }
  }
}
