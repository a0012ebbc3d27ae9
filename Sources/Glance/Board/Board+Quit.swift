extension Board {
  /// Ends the run: tells the ``onTerminalEvent(_:)`` handlers (``TerminalEvent/quitting``),
  /// ends every panel's subscriptions, then the host restores the terminal and the run ends.
  ///
  /// On a board that is a guest in a service (GlanceLifecycle's `BoardService`), quitting asks
  /// the program to shut down instead: the handlers hear ``TerminalEvent/shuttingDown``, the
  /// header says so, and the board stays up until the service group ends it, after the other
  /// services have drained.
  public func quit() {
    guard !hasQuit else { return }
    if let askToEnd = ending.askToEnd {
      guard !ending.isShuttingDown else { return }
      beginShutdown()
      askToEnd()
      return
    }
    end()
  }

  /// Whether the program is shutting down and the board waits for the end of the run.
  package var isShuttingDown: Bool { ending.isShuttingDown }

  /// The program began to shut down (asked by a key, or by its service group): the handlers
  /// hear ``TerminalEvent/shuttingDown`` once, and the header says that the board waits.
  package func beginShutdown() {
    guard !hasQuit, !ending.isShuttingDown else { return }
    ending.isShuttingDown = true
    deliver(.shuttingDown)
    // In the header, which viewers share (the footer's messages are each viewer's own).
    update { $0.notice = "shutting down" }
  }

  /// Ends the run now, whoever asked: the ``TerminalEvent/quitting`` handlers, the panels'
  /// subscriptions and the board's threads end, then the host ends the session.
  package func end() {
    guard !hasQuit else { return }
    deliver(.quitting)
    // What the writers and the handlers left since the last frame reaches a last screen that
    // is read (a headless run prints it) and the attached viewers (a state as short as the
    // "shutting down" of a quick drain would otherwise fall between two frames); a terminal's
    // unshown log records go to standard error instead.
    let viewersAttached = !remote.viewers.isEmpty
    if host?.readsLastScreen == true || viewersAttached { takeChanges() }
    if viewersAttached { remote.presentLast(frame) }
    hasQuit = true
    for handler in handlers.afterLastFrame { handler() }
    stop()
    host?.boardDidQuit()
  }

  /// Calls `handler` once the board has quit and its attached viewers have its last frame
  /// (the server that serves them then tells them that the program quit).
  package func afterLastFrame(_ handler: @escaping @MainActor () -> Void) {
    handlers.afterLastFrame.append(handler)
  }
}
