import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A private runtime directory (`XDG_RUNTIME_DIR`) with its `glance` directory for sockets,
/// both of mode 0700, removed by `cleanup()`. Paths stay short: a Unix socket's path holds
/// about 100 bytes.
struct ServeRuntime {
  /// The runtime directory.
  let path: String

  init() throws {
    path = "/tmp/glance-cmd-" + UUID().uuidString.prefix(8).lowercased()
    for directory in [path, path + "/glance"] {
      try FileManager.default.createDirectory(
        atPath: directory, withIntermediateDirectories: false,
        attributes: [.posixPermissions: 0o700])
    }
  }

  /// The environment that points `glance` at this directory.
  var environment: [String: String] { ["XDG_RUNTIME_DIR": path] }

  /// A socket file as a program called `name` with process id `pid` serves on (nothing
  /// listens: resolving a target does not connect); returns its path.
  func makeSocket(name: String, pid: Int32) throws -> String {
    let socketPath = "\(path)/glance/\(name).\(pid).sock"
    #if os(Linux)
      let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
    #else
      let descriptor = socket(AF_UNIX, SOCK_STREAM, 0)
    #endif
    guard descriptor >= 0 else { throw POSIXError(.init(rawValue: errno) ?? .EIO) }
    defer { close(descriptor) }
    var address = sockaddr_un()
    address.sun_family = sa_family_t(AF_UNIX)
    withUnsafeMutableBytes(of: &address.sun_path) { buffer in
      for (index, byte) in socketPath.utf8.prefix(buffer.count - 1).enumerated() {
        buffer[index] = byte
      }
    }
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
      }
    }
    guard bound == 0 else { throw POSIXError(.init(rawValue: errno) ?? .EIO) }
    return socketPath
  }

  /// Removes the directory and everything in it.
  func cleanup() { try? FileManager.default.removeItem(atPath: path) }
}
