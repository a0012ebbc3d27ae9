import GlanceCore

/// Why the interactive dashboard cannot start on this terminal; each has a one-line message that
/// tells the user what to do instead.
package enum TerminalError: Error, Equatable, CustomStringConvertible {
  case stdoutNotATerminal
  case stdinNotATerminal
  case termUnset
  case termDumb
  case cannotInitialize(term: String)

  /// What went wrong, for the user.
  package var description: String {
    switch self {
    case .stdoutNotATerminal:
      "standard output is not a terminal; run '\(Self.program) --headless' to print a screen as text"
    case .stdinNotATerminal:
      "standard input is not a terminal, so keys cannot be read; run '\(Self.program) --headless --keys ...' instead"
    case .termUnset:
      "TERM is not set, so the terminal type is unknown; set it (for example TERM=xterm-256color) or use --headless"
    case .termDumb:
      "TERM=dumb cannot draw a full-screen dashboard; use a capable terminal or --headless"
    case .cannotInitialize(let term):
      "ncurses could not initialise terminal type '\(term)'; check TERM or use --headless"
    }
  }

  /// What went wrong, without the advice: for a program that serves its board with no
  /// terminal, to which running `--headless` is no advice.
  package var reason: String {
    switch self {
    case .stdoutNotATerminal: "standard output is not a terminal"
    case .stdinNotATerminal: "standard input is not a terminal"
    case .termUnset: "TERM is not set"
    case .termDumb: "TERM=dumb cannot draw a full-screen dashboard"
    case .cannotInitialize(let term): "ncurses could not initialise terminal type '\(term)'"
    }
  }

  /// The program's name as the user runs it (the last component of its path), for the advice.
  private static var program: String {
    CommandLine.arguments.first?.split(separator: "/").last.map(String.init) ?? "the program"
  }
}
