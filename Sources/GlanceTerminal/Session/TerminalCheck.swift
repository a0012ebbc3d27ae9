import Foundation
import Glibc

/// Checks, before ncurses is touched, that the process really has an interactive terminal.
package enum TerminalCheck {
  /// The first reason the interactive dashboard cannot run here, or `nil` when it can; the
  /// terminal flags default to what `isatty` says of standard input and output.
  package static func problem(
    environment: [String: String] = ProcessInfo.processInfo.environment,
    stdinIsTerminal: Bool? = nil, stdoutIsTerminal: Bool? = nil
  ) -> TerminalError? {
    let stdinIsTerminal = stdinIsTerminal ?? (isatty(STDIN_FILENO) == 1)
    let stdoutIsTerminal = stdoutIsTerminal ?? (isatty(STDOUT_FILENO) == 1)
    if !stdoutIsTerminal { return .stdoutNotATerminal }
    if !stdinIsTerminal { return .stdinNotATerminal }
    guard let term = environment["TERM"], !term.isEmpty else { return .termUnset }
    if term == "dumb" { return .termDumb }
    return nil
  }

  /// Whether the locale can show UTF-8 box and block characters (decided after `setlocale`).
  package static func localeIsUTF8() -> Bool {
    guard let codeset = nl_langinfo(nl_item(CODESET)) else { return false }
    let name = String(cString: codeset).uppercased()
    return name == "UTF-8" || name == "UTF8"
  }
}
