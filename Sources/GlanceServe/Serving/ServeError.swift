/// Why a board could not be served.
public struct ServeError: Error, CustomStringConvertible {
  /// What went wrong, as a sentence that names the directory or the socket.
  public let description: String
}
