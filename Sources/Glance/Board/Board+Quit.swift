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
    // What the writers left since the last frame reaches a last screen that is read (a
    // headless run prints it); a terminal's unshown log records go to standard error instead.
    if host?.readsLastScreen == true { takeChanges() }
    hasQuit = true
    stop()
    host?.boardDidQuit()
  }
}
