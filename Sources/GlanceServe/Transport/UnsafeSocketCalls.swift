import NIOCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// The transport's only code below Swift's safe surface, in one file so that a reviewer finds
// all of it here. NIO has no typed way to read a peer's credentials or to change a socket's mode
// before it is bound, so these two go one level down:
// - `SO_PEERCRED` through NIO's `unsafeGetSocketOption`, whose generic type must have the C
//   struct's layout (NIO hands getsockopt a buffer of that type's size);
// - the listening socket is created, given mode 0600 with `fchmod` and bound here, then handed
//   to NIO, which listens on it. On Linux a Unix socket's file takes its mode from the socket at
//   bind (less the umask), so the file is 0600 from the moment it exists: no window where group
//   or others could connect, and no process-wide umask change that other threads would see.

extension PeerCredentials {
  /// The credentials of the peer connected to `channel` (a Unix stream socket), read on its
  /// event loop.
  static func read(from channel: any Channel) -> EventLoopFuture<PeerCredentials> {
    #if os(Linux)
      guard let provider = channel as? any SocketOptionProvider else {
        return channel.eventLoop.makeFailedFuture(
          TransportError.peerCredentialsUnavailable(reason: "the channel has no socket options"))
      }
      // `struct ucred { pid_t pid; uid_t uid; gid_t gid; }`: three 32-bit integers. Glibc hides
      // `ucred` behind _GNU_SOURCE, so Swift cannot name it; an InlineArray's layout is its
      // elements in order (SE-0453), as the C struct's fields are.
      let future: EventLoopFuture<InlineArray<3, UInt32>> = provider.unsafeGetSocketOption(
        level: SocketOptionLevel(SOL_SOCKET), name: SocketOptionName(SO_PEERCRED))
      return future.map { raw in PeerCredentials(uid: raw[1], pid: Int32(bitPattern: raw[0])) }
    #else
      return channel.eventLoop.makeFailedFuture(
        TransportError.peerCredentialsUnavailable(reason: "SO_PEERCRED is Linux only"))
    #endif
  }
}

/// A Unix stream socket bound at a path with mode 0600, not yet listening.
package enum BoundSocket {
  /// Creates the socket, sets its mode to 0600 and binds it at `path`; returns its descriptor,
  /// which the caller hands to NIO (or closes).
  package static func make(path: String) throws(TransportError) -> CInt {
    let address: SocketAddress
    do {
      address = try SocketAddress(unixDomainSocketPath: path)
    } catch {
      throw .pathTooLong(path: path)
    }
    #if os(Linux)
      let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
    #else
      let fd = socket(AF_UNIX, SOCK_STREAM, 0)
    #endif
    guard fd >= 0 else { throw .systemCall("socket", path: path, errno: errno) }
    #if os(Linux)
      guard fchmod(fd, 0o600) == 0 else {
        let code = errno
        close(fd)
        throw .systemCall("fchmod", path: path, errno: code)
      }
    #endif
    let status = address.withSockAddr { address, length in bind(fd, address, socklen_t(length)) }
    guard status == 0 else {
      let code = errno
      close(fd)
      throw .from(errno: code, call: "bind", path: path)
    }
    #if !os(Linux)
      // Elsewhere the file took its mode from the umask; the 0700 directory keeps others out
      // until this narrows it.
      chmod(path, 0o600)
    #endif
    return fd
  }
}
