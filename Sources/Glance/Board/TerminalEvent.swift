import GlanceCore

/// Something that happened to the terminal or the run rather than to a value: what
/// ``Board/onTerminalEvent(_:)`` handlers hear, on the main actor.
public enum TerminalEvent: Sendable, Equatable {
  /// The terminal changed size.
  case resized(TerminalSize)
  /// The process is about to stop (Ctrl-Z).
  case suspended
  /// The process continued (`fg`).
  case resumed
  /// The terminal window gained the focus (where the terminal reports it).
  case focusGained
  /// The terminal window lost the focus.
  case focusLost
  /// The program is shutting down and the board stays up until it ends (a board in a
  /// service: the quit key and Ctrl-C ask the service group to drain its services first).
  case shuttingDown
  /// The board is quitting (a key, Ctrl-C, SIGTERM or SIGHUP); the run ends after the handlers.
  case quitting
}
