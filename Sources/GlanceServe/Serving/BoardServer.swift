import Foundation
import Glance
import GlanceWire
import Synchronization

/// A board served on a Unix domain socket, for `glance attach` in another terminal.
///
/// The socket lives in a directory only its user can enter, with mode 0600, and each viewer's
/// user is checked with `SO_PEERCRED`: another user is turned away with a message saying so.
/// Viewers come and go without the program noticing; the server stops, and removes its socket,
/// when the board quits or ``stop(reason:)`` is called.
public final class BoardServer: Sendable {
  /// The socket viewers attach to.
  public let socketPath: String
  private let listener: UnixSocketListener
  private let book: ConnectionBook

  init(socketPath: String, listener: UnixSocketListener, connections: ConnectionBook) {
    self.socketPath = socketPath
    self.listener = listener
    book = connections
  }

  /// The viewers attached now.
  package var viewerCount: Int { book.connections.withLock { $0.count } }

  /// Stops serving: removes the socket, tells each attached viewer that the program is done
  /// with it (`reason`, if given, is the sentence they show), and closes its connection.
  public func stop(reason: String? = nil) {
    stop(telling: reason.map(EndReason.other) ?? .stoppedServing)
  }

  /// Stops serving, telling each attached viewer `reason`.
  func stop(telling reason: EndReason) {
    listener.stop()
    let attached = book.connections.withLock { connections in
      defer { connections.removeAll() }
      return Array(connections.values)
    }
    let ended = ProgramMessage.ended(reason: reason).framed
    for connection in attached {
      connection.send(ended)
      connection.close()
    }
  }
}

/// The connections a server accepted, shared between its listener's callback and ``BoardServer``.
final class ConnectionBook: Sendable {
  let connections = Mutex<[ObjectIdentifier: TransportConnection]>([:])

  func add(_ connection: TransportConnection) {
    connections.withLock { $0[ObjectIdentifier(connection)] = connection }
  }

  func remove(_ connection: TransportConnection) {
    _ = connections.withLock { $0.removeValue(forKey: ObjectIdentifier(connection)) }
  }
}
