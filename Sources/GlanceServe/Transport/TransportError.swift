#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Why a socket could not be served or reached. Each message names the socket and says what
/// it means for the user, who sees it in `glance attach` or when a program fails to serve.
package enum TransportError: Error, Equatable, CustomStringConvertible {
  /// No socket file at the path: nothing serves there (or never did).
  case noSuchSocket(path: String)
  /// The socket or its directory belongs to someone else.
  case permissionDenied(path: String)
  /// A socket file is there but nothing listens: the program is gone and the file is stale.
  case connectionRefused(path: String)
  /// A live program already listens at the path.
  case addressInUse(path: String)
  /// The path is longer than a Unix socket address holds (about 100 bytes).
  case pathTooLong(path: String)
  /// The peer's uid and pid could not be read from the socket (`SO_PEERCRED`).
  case peerCredentialsUnavailable(reason: String)
  /// A system call on the socket failed.
  case systemCall(_ call: String, path: String, errno: Int32)
  /// Any other failure of the socket layer, described by it.
  case failed(path: String, reason: String)

  /// The message for the user.
  package var description: String {
    switch self {
    case .noSuchSocket(let path):
      return "no socket at \(path): is the program serving? (`glance list` shows who is)"
    case .permissionDenied(let path):
      return "permission denied for \(path): it belongs to another user"
    case .connectionRefused(let path):
      return "nothing listens at \(path): the program is gone and left a stale socket"
    case .addressInUse(let path):
      return "a running program already serves at \(path)"
    case .pathTooLong(let path):
      return "the socket path is too long for a Unix socket address: \(path)"
    case .peerCredentialsUnavailable(let reason):
      return "cannot read the peer's credentials (SO_PEERCRED): \(reason)"
    case .systemCall(let call, let path, let code):
      return "\(call) \(path): \(errnoText(code))"
    case .failed(let path, let reason):
      return "\(path): \(reason)"
    }
  }

  /// The error for a failed connect or bind with `code` (an errno value) at `path`.
  static func from(errno code: Int32, call: String, path: String) -> TransportError {
    switch code {
    case ENOENT: return .noSuchSocket(path: path)
    case EACCES, EPERM: return .permissionDenied(path: path)
    case ECONNREFUSED: return .connectionRefused(path: path)
    case EADDRINUSE: return .addressInUse(path: path)
    default: return .systemCall(call, path: path, errno: code)
    }
  }
}
