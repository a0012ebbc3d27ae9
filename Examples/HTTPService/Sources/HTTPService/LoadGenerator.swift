import Foundation
import Synchronization

/// Sends `GET /items` to 127.0.0.1 over keep-alive connections, one blocking thread each, as
/// fast as the server answers, until stopped: the load the `s` key starts.
final class LoadGenerator: Sendable {
  private let port = Atomic<Int>(0)
  private let listening = DispatchSemaphore(value: 0)
  /// Odd while running; each start and stop moves it on, so old threads see they must end.
  private let generation = Atomic<Int>(0)

  var isRunning: Bool { generation.load(ordering: .relaxed) % 2 == 1 }

  /// Says where the server listens, once it does.
  func serverIsListening(on port: Int) {
    self.port.store(port, ordering: .relaxed)
    listening.signal()
  }

  /// Waits until the server listens (so that the keys may start the load at once); its port.
  func waitForServer() -> Int {
    listening.wait()
    listening.signal()
    return port.load(ordering: .relaxed)
  }

  /// Starts `connections` threads sending requests; nothing if running or no server yet.
  func start(connections: Int) {
    let port = port.load(ordering: .relaxed)
    guard port > 0, !isRunning else { return }
    let mine = generation.add(1, ordering: .relaxed).newValue
    for _ in 0..<connections {
      Thread.detachNewThread { [self] in
        while generation.load(ordering: .relaxed) == mine, let socket = Self.connect(to: port) {
          while generation.load(ordering: .relaxed) == mine, Self.exchange(on: socket) {}
          close(socket)
        }
      }
    }
  }

  /// Stops the threads after their current request.
  func stop() { if isRunning { generation.add(1, ordering: .relaxed) } }
  static func connect(to port: Int) -> Int32? {
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

  /// Sends one request and reads its whole response (head and `content-length` bytes).
  static func exchange(on socket: Int32) -> Bool {
    let request = Array("GET /items HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".utf8)
    guard request.withUnsafeBytes({ Glibc.send(socket, $0.baseAddress, $0.count, 0) }) > 0
    else { return false }
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
