extension Board {
  /// Ends the run: tells the ``onTerminalEvent(_:)`` handlers (``TerminalEvent/quitting``),
  /// ends every panel's subscriptions, then the host restores the terminal and the run ends.
  ///
  /// On a board that is a guest in a service (GlanceLifecycle's `BoardService`), quitting asks
  /// the program to shut down instead: the handlers hear ``TerminalEvent/shuttingDown``, the
  /// header says so, and the board stays up until the service group ends it, after the other
  /// services have drained.
  public func quit() {
    guard let askToEnd = life.askToEnd else { return end() }
    if beginShutdown() { askToEnd() }
  }

  /// Whether the program is shutting down and the board waits for the end of the run.
  package var isShuttingDown: Bool { life.phase == .shuttingDown }

  /// The program began to shut down (asked by a key, or by its service group): the handlers
  /// hear ``TerminalEvent/shuttingDown`` once, and the header says that the board waits.
  /// Returns whether it began now (not before, and the board is not ending).
  @discardableResult
  package func beginShutdown() -> Bool {
    guard life.beginShutdown() else { return false }
    deliver(.shuttingDown)
    // In the header, which viewers share (the footer's messages are each viewer's own).
    update { $0.notice = "shutting down" }
    return true
  }

  /// Ends the run now, whoever asked: the ``TerminalEvent/quitting`` handlers, the panels'
  /// subscriptions and the board's threads end, then the host ends the session. A request to
  /// end a board that is ending or has ended (a quitting handler that quits) is ignored.
  package func end() {
    guard life.beginEnding() else { return }
    deliver(.quitting)
    // What the writers and the handlers left since the last frame reaches a last screen that
    // is read (a headless run prints it) and the attached viewers (a state as short as the
    // "shutting down" of a quick drain would otherwise fall between two frames); a terminal's
    // unshown log records go to standard error instead.
    let viewersAttached = !remote.viewers.isEmpty
    if host?.readsLastScreen == true || viewersAttached { takeChanges() }
    if viewersAttached { remote.presentLast(frame) }
    life.finishEnding()
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
