import NIOCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A socket file left behind by a program that is gone (killed, or crashed before it could
/// remove it), which a new listener at the same path may replace.
package enum StaleSocket {
  /// Removes the file at `path` if it is a stale socket: its file name's process id (see
  /// ``SocketFileName``) names no process, or nothing accepts a connection on it. Returns
  /// quietly when nothing is there; throws ``TransportError/addressInUse(path:)`` when a
  /// program listens, and when the file is not a socket (it is never removed then).
  package static func removeIfStale(at path: String) throws(TransportError) {
    var info = stat()
    guard lstat(path, &info) == 0 else {
      if errno == ENOENT { return }
      throw .systemCall("stat", path: path, errno: errno)
    }
    guard info.st_mode & S_IFMT == S_IFSOCK else {
      throw .failed(path: path, reason: "a file that is not a socket is in the way")
    }
    let fileName = String(path.split(separator: "/").last ?? "")
    if let parsed = SocketFileName(parsing: fileName), ProcessFacts.isGone(parsed.pid) {
      return try remove(path)
    }
    do {
      let loop = TransportEventLoop.loop
      let handler = NIOLoopBoundBox.makeBoxSendingValue(ConnectionHandler(), eventLoop: loop)
      let channel = try TransportClient.channel(to: path, on: loop, handler: handler).wait()
      channel.close(promise: nil)
      throw TransportError.addressInUse(path: path)
    } catch let error as IOError where error.errnoCode == ECONNREFUSED {
      try remove(path)
    } catch let error as TransportError {
      throw error
    } catch {
      throw .failed(path: path, reason: String(describing: error))
    }
  }

  /// Unlinks `path`.
  private static func remove(_ path: String) throws(TransportError) {
    guard unlink(path) == 0 || errno == ENOENT else {
      throw .systemCall("unlink", path: path, errno: errno)
    }
  }
}
