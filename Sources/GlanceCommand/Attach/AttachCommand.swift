import ArgumentParser
import Dispatch
import Foundation
import Glance
import GlanceCore
import GlanceTerminal

/// `glance attach`: a running program's board in this terminal, with this terminal's keys.
struct AttachCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "attach",
    abstract: "Show a running program's board here and send it your keys.",
    discussion: """
      The board is drawn at this terminal's size, as the program would draw it on a terminal \
      of its own: help (?), focus (Tab) and the footer's messages are this viewer's own, and \
      the program's keys act on the program. q detaches and leaves the program running (unless \
      the program binds q itself). When the program restarts, the viewer attaches again.

      Exit statuses: 0 detached; 64 a name several programs share; 69 no such program, or no \
      wire version in common; 73 or 74 the recording cannot be created or written; 75 the \
      program has all the viewers it takes; 76 the program sent what this viewer cannot read; \
      77 the board is another user's.
      """)

  @Argument(
    help: """
      The program: its PID, its name (as `glance list` shows it; a name that several programs \
      share is refused, listing them) or its socket.
      """)
  var target: String

  @OptionGroup var view: ViewerOptions

  func run() throws {
    let client = try ViewerSession.start(target: AttachTarget(text: target), options: view)
    withExtendedLifetime(client) { dispatchMain() }
  }
}

/// The options of a viewer: how it draws, and the headless mode that prints one screen.
struct ViewerOptions: ParsableArguments {
  @Flag(name: .customLong("no-color"), help: "Draw without colour (also when NO_COLOR is set).")
  var noColor = false

  @Flag(help: "Draw with ASCII characters only (also when the locale is not UTF-8).")
  var ascii = false

  @Flag(help: "Draw into memory instead of the terminal and print the screen at the end.")
  var headless = false

  @Option(
    help: ArgumentHelp("The headless screen's size (default: 100x30).", valueName: "COLUMNSxROWS"),
    transform: ViewerOptions.size(from:))
  var size = TerminalSize(columns: 100, rows: 30)

  @Option(
    help: ArgumentHelp(
      "Keys to type (headless), in the --keys syntax of boards.", valueName: "KEYS"))
  var keys: String?

  @Option(help: "How long a headless viewer watches after the first frame.")
  var duration = DurationArgument(.seconds(1))

  @Option(
    help: ArgumentHelp("Record the session to this file (see `glance replay`).", valueName: "FILE"))
  var record: String?

  /// Parses a positive `COLUMNSxROWS` size (also for `glance record`).
  static func size(from text: String) throws -> TerminalSize {
    guard let size = TerminalSize(parsing: text), size.columns > 0, size.rows > 0 else {
      throw ValidationError("--size must look like 100x30, got '\(text)'")
    }
    return size
  }

  /// Whether frames are drawn in colour.
  var color: Bool {
    !noColor && (ProcessInfo.processInfo.environment["NO_COLOR"] ?? "").isEmpty
  }
}
