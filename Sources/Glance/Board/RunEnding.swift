/// How a board's run ends when the board is asked to quit (the quit key, Ctrl-C, a signal):
/// at once, or, for a board that is a guest in a service, by asking the program to shut down
/// and staying up until the program ends the run.
struct RunEnding {
  /// Asks the program to shut down (a service group's graceful shutdown), for a guest board;
  /// `nil` when the board owns its run and quitting ends it.
  var askToEnd: (@MainActor () -> Void)?
  /// Whether the program has been asked to shut down and the board is waiting for its end.
  var isShuttingDown = false
}
