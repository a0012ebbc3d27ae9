/// Why a board could not be served: a case to match, and a sentence that names the directory or
/// the socket (``description``).
public enum ServeError: Error, Equatable, CustomStringConvertible {
  /// The directory for sockets cannot be used (another user's, open to others, not a
  /// directory, or a system call on it failed): its path, and why, with what to do.
  case unusableDirectory(path: String, reason: String)
  /// A running program serves at the socket's path already.
  case addressInUse(path: String)
  /// The socket could not be made or listened on: its path, and why.
  case cannotListen(path: String, reason: String)

  /// The sentence for the user.
  public var description: String {
    switch self {
    case .unusableDirectory(_, let reason): "cannot serve the board: \(reason)"
    case .addressInUse(let path):
      "cannot serve the board at \(path): a running program already serves there"
    case .cannotListen(let path, let reason): "cannot serve the board at \(path): \(reason)"
    }
  }

  /// The error for a directory that cannot be used.
  init(_ error: ServeDirectoryError) {
    self = .unusableDirectory(path: error.path, reason: error.description)
  }

  /// The error for a socket at `path` that could not listen.
  init(listeningAt path: String, _ error: TransportError) {
    self =
      error == .addressInUse(path: path)
      ? .addressInUse(path: path) : .cannotListen(path: path, reason: error.description)
  }
}
