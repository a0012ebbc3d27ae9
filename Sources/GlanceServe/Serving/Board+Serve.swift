import Foundation
import Glance
import GlanceWire

extension Board {
  /// Serves the board on a Unix domain socket, so that `glance attach` shows it in another
  /// terminal, at that terminal's size, and sends it keys; call it before `run()`.
  ///
  /// ```swift
  /// let board = Board("Orders")
  /// try board.serve()
  /// board.run()
  /// ```
  ///
  /// The socket is `<name>.<pid>.sock` in `$XDG_RUNTIME_DIR/glance`, or else in `/tmp/glance-<uid>`,
  /// a directory of mode 0700 that is refused if another user owns it or may enter it. Only the
  /// program's own user may attach. With a terminal, the board shows there too; without one (a
  /// service under systemd, a container), `run` shows it to viewers only and runs until SIGTERM.
  /// `name` defaults to the program's name. The server stops when the board quits, once its
  /// viewers have the last frame.
  @discardableResult
  public func serve(
    as name: String? = nil,
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) throws(ServeError) -> BoardServer {
    let programName = name ?? ProcessInfo.processInfo.processName
    let directory: ServeDirectory
    do {
      directory = try ServeDirectory.prepare(environment: environment)
    } catch {
      throw ServeError(error)
    }
    let book = ConnectionBook()
    let path = directory.socketPath(programName: programName)
    let listener: UnixSocketListener
    do {
      listener = try UnixSocketListener(path: path) { [weak self] connection in
        Self.accept(connection, into: book, board: self)
      }
    } catch {
      throw ServeError(listeningAt: path, error)
    }
    let server = BoardServer(socketPath: path, listener: listener, connections: book)
    servedAt = path
    afterLastFrame { server.stop(telling: .quit(program: programName)) }
    return server
  }

  /// Serves the board (``serve(as:environment:)``) when the environment variable `GLANCE_SERVE`
  /// is `1`, `yes` or `true`, so that an operator turns serving on without a change to the
  /// program; returns the server, or `nil` when not asked. A failure to serve is written to
  /// standard error and the program goes on without it.
  @discardableResult
  public func serveIfRequested(
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> BoardServer? {
    let value = (environment["GLANCE_SERVE"] ?? "").lowercased()
    guard ["1", "yes", "true"].contains(value) else { return nil }
    do {
      return try serve(environment: environment)
    } catch {
      FileHandle.standardError.write(Data("\(error)\n".utf8))
      return nil
    }
  }

  /// Takes a connection the listener accepted (on its event loop): a viewer of another user is
  /// told why and closed; the program's own user's is attached on the main actor.
  /// Why a viewer of user `peer` is refused by a program of user `owner`, or `nil` when it is
  /// the program's own user: the check every accepted connection goes through, apart from the
  /// socket, so that a test can give it any user.
  nonisolated static func refusal(ofPeer peer: uid_t, servedBy owner: uid_t) -> Refusal? {
    guard peer != owner else { return nil }
    return .otherUser(owner: owner, viewer: peer)
  }

  private nonisolated static func accept(
    _ connection: TransportConnection, into book: ConnectionBook, board: Board?
  ) {
    if let reason = refusal(ofPeer: connection.peer.uid, servedBy: getuid()) {
      let refusal = ProgramMessage.refused(reason: reason, versions: WireVersion.supported)
      connection.refuse(finalBytes: refusal.framed)
      return
    }
    book.add(connection)
    DispatchQueue.main.async {
      MainActor.assumeIsolated {
        guard let board else { return connection.close() }
        let viewer = ViewerConnection(link: connection, board: board)
        connection.start(
          onBytes: { viewer.received($0) }, onWritable: { viewer.drained() },
          onClosed: { _ in
            viewer.closed()
            book.remove(connection)
          })
      }
    }
  }
}
