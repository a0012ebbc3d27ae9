#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Why the directory for sockets cannot be used. Each message names the path and what to do,
/// because the user sees it when a program refuses to serve or `glance list` finds nothing.
package enum ServeDirectoryError: Error, Equatable, CustomStringConvertible {
  /// The path exists but is not a directory (a symbolic link counts: it is never followed).
  case notADirectory(path: String)
  /// The directory belongs to another user; it is left alone.
  case ownedByAnotherUser(path: String, owner: UInt32, expected: UInt32)
  /// Group or others may enter or write the directory, or its owner may not.
  case unsafeMode(path: String, mode: UInt32)
  /// A system call on the path failed.
  case systemCall(_ call: String, path: String, errno: Int32)

  /// The path the error is about.
  package var path: String {
    switch self {
    case .notADirectory(let path), .ownedByAnotherUser(let path, _, _), .unsafeMode(let path, _),
      .systemCall(_, let path, _):
      path
    }
  }

  /// The message for the user.
  package var description: String {
    switch self {
    case .notADirectory(let path):
      return "\(path) is not a directory (a symbolic link is not followed); remove it to serve"
    case .ownedByAnotherUser(let path, let owner, let expected):
      return "\(path) belongs to uid \(owner), not to uid \(expected); refusing to use it"
    case .unsafeMode(let path, let mode):
      return "\(path) has mode \(String(mode, radix: 8)): it must be 700 (only its owner "
        + "may enter it); fix it with `chmod 700 \(path)`"
    case .systemCall(let call, let path, let code):
      return "\(call) \(path): \(errnoText(code))"
    }
  }
}

/// The C library's message for `code`, with its number.
func errnoText(_ code: Int32) -> String {
  "\(String(cString: strerror(code))) (errno \(code))"
}
