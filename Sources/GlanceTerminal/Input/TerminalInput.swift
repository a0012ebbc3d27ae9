import GlanceCore

/// What a backend reads and hands to the runtime: the keys its user typed, and what the
/// terminal or the operating system asks of the program (a new size, stop, continue, quit).
///
/// The real terminal turns its signals into these (SIGWINCH, SIGTSTP, SIGCONT, and SIGINT,
/// SIGTERM or SIGHUP); a backend of your own, such as a viewer on a socket, sends the ones that
/// mean something to it, and most send only ``keys(_:)`` and ``resized``.
public enum TerminalInput: Sendable, Equatable {
  /// Keys typed since the last batch, in order.
  case keys([Key])
  /// The screen changed size: the runtime asks ``TerminalBackend/refreshSize()`` for the new
  /// one and repaints.
  case resized
  /// The user asked to stop the program for now (Ctrl-Z): the runtime tells the board,
  /// ``TerminalBackend/suspend()``s the backend and stops the process.
  case stopRequested
  /// The program continued after a stop: the runtime ``TerminalBackend/resume()``s the backend,
  /// tells the board and repaints.
  case continued
  /// The user or the system asked the program to end (Ctrl-C, SIGTERM, SIGHUP): the board
  /// quits cleanly.
  case quitRequested
  /// The input is gone for good (the terminal hung up): the board quits.
  case ended
}
