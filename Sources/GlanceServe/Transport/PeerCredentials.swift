/// Who is at the other end of a Unix socket, as the kernel recorded it when the connection was
/// made (`SO_PEERCRED`): it cannot be forged by the peer. The listener's caller compares `uid`
/// with its own to turn other users away.
package struct PeerCredentials: Sendable, Equatable {
  /// The peer's user id.
  package let uid: UInt32
  /// The peer's process id.
  package let pid: Int32

  /// Credentials with the given user and process ids.
  package init(uid: UInt32, pid: Int32) {
    self.uid = uid
    self.pid = pid
  }
}
