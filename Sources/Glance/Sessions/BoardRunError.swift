import GlanceWire

// Public: what `run(options:)` throws, for its caller to match.
/// Why a board could not start its run: what an `async` `run(options:)` of ``Board`` throws, and
/// what the one-call `run()` prints before it exits with ``exitStatus``.
public enum BoardRunError: Error, Sendable, Equatable, CustomStringConvertible {
  /// Standard input or output is not a usable terminal (a pipe, `TERM=dumb`); the text says
  /// which, and what to do instead.
  case noTerminal(String)
  /// The terminal library could not take over the terminal.
  case terminalFailed(String)

  // Public: a caller that catches the error exits as the one-call run would.
  /// The status the one-call run exits with: 2, as for a usage problem of the environment.
  public var exitStatus: Int32 { CommandStatus.misuse.rawValue }

  /// What went wrong, with a hint of what to do instead.
  public var description: String {
    switch self {
    case .noTerminal(let problem):
      problem.contains("--headless") ? problem : "\(problem) (--headless prints the screen instead)"
    case .terminalFailed(let problem): problem
    }
  }
}
