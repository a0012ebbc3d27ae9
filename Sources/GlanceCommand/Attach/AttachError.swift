import ArgumentParser
import Foundation
import GlanceServe
import GlanceTerminal
import GlanceWire

/// Why `glance` could not attach or record: a case a caller can match, the sentence `glance`
/// prints for it, and the status it exits with.
enum AttachError: Error, Equatable, CustomStringConvertible {
  /// No serving program has this PID.
  case noProgramWithPID(Int32)
  /// No serving program has this name.
  case noProgramNamed(String)
  /// More than one serving program has this name (two instances of a service): the argument
  /// names no one program.
  case ambiguousName(String, programs: [ServingProgram])
  /// The socket at `path` did not take the connection.
  case cannotConnect(path: String, TransportError)
  /// A file is at the recording's path already; `glance` never writes over one.
  case recordingExists(path: String)
  /// The terminal cannot show a viewer (no terminal on standard input or output, `TERM` unset
  /// or `dumb`).
  case unusableTerminal(TerminalError)

  /// The status `glance` exits with: `notPermitted` when the system refused the connection
  /// (the socket or its directory is another user's: the same status as the program's own
  /// peer check), `usage` for a name that names no one program.
  var status: CommandStatus {
    switch self {
    case .noProgramWithPID, .noProgramNamed: .unavailable
    case .ambiguousName: .usage
    case .cannotConnect(let path, let error):
      error == .permissionDenied(path: path) ? .notPermitted : .unavailable
    case .recordingExists: .cannotCreate
    case .unusableTerminal: .misuse
    }
  }

  /// The sentence for the user.
  var description: String {
    switch self {
    case .noProgramWithPID(let pid):
      "no program with PID \(pid) serves a board (`glance list` shows those that do)"
    case .noProgramNamed(let name):
      "no program named \(name) serves a board (`glance list` shows those that do)"
    case .ambiguousName(let name, let programs):
      (["\(programs.count) programs named \(name) serve a board:"]
        + programs.map { "  PID \($0.pid)  \($0.socketPath)" }
        + ["attach to one by its PID or its socket: glance attach \(programs[0].pid)"])
        .joined(separator: "\n")
    case .cannotConnect(let path, let error): "cannot attach to \(path): \(error)"
    case .recordingExists(let path):
      "\(path) exists already; glance does not write over a recording"
    case .unusableTerminal(.stdinNotATerminal), .unusableTerminal(.stdoutNotATerminal):
      "glance attach needs a terminal on standard input and output; --headless prints the "
        + "screen as text instead"
    case .unusableTerminal(let problem): "\(problem)"
    }
  }

  /// Prints the sentence after the program's name on standard error and gives the exit code
  /// to throw.
  func reported() -> ExitCode {
    FileHandle.standardError.write(Data("glance: \(description)\n".utf8))
    return ExitCode(status.rawValue)
  }
}
