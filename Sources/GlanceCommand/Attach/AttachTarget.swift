import ArgumentParser
import Foundation
import GlanceServe
import GlanceWire

/// What `glance attach` was asked to attach to: a PID, a socket's path, or a program's name.
struct AttachTarget: Sendable {
  /// The argument as given.
  let text: String

  /// The socket to connect to, and the program's name (to find it again when it restarts).
  func resolve(
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) throws(AttachError) -> (path: String, name: String?) {
    if text.contains("/") {
      let fileName = (text as NSString).lastPathComponent
      return (text, SocketFileName(parsing: fileName)?.name)
    }
    let programs = ServeDirectory.locate(environment: environment).servingPrograms()
    if let pid = Int32(text) {
      guard let program = programs.first(where: { $0.pid == pid }) else {
        throw AttachError(
          "no program with PID \(pid) serves a board (`glance list` shows those that do)")
      }
      return (program.socketPath, program.name)
    }
    let named = programs.filter { $0.name == text }
    guard let program = named.first else {
      throw AttachError(
        "no program named \(text) serves a board (`glance list` shows those that do)")
    }
    guard named.count == 1 else { throw Self.ambiguous(text, named) }
    return (program.socketPath, program.name)
  }

  /// The error for a name that `programs` (more than one) share: it lists them and says how to
  /// choose one, and exits 64 (`EX_USAGE`), as the argument names no one program.
  static func ambiguous(_ name: String, _ programs: [ServingProgram]) -> AttachError {
    let candidates = programs.map { "  PID \($0.pid)  \($0.socketPath)" }
    return AttachError(
      (["\(programs.count) programs named \(name) serve a board:"] + candidates + [
        "attach to one by its PID or its socket: glance attach \(programs[0].pid)"
      ]).joined(separator: "\n"), status: .usage)
  }

  /// The most recently started program named `name`: after a restart, the new one.
  static func newest(named name: String, in programs: [ServingProgram]) -> ServingProgram? {
    programs.filter { $0.name == name }.max { $0.startTime < $1.startTime }
  }
}

/// Why `glance` could not do what it was asked, as the sentence it prints, and the status it
/// exits with.
struct AttachError: Error, CustomStringConvertible {
  let description: String
  /// The status `glance` exits with.
  let status: CommandStatus

  init(_ description: String, status: CommandStatus = .unavailable) {
    self.description = description
    self.status = status
  }

  /// The error for a failed connection to the socket at `path`: `notPermitted` when the system
  /// refused it (the socket or its directory is another user's: the same status as the
  /// program's own peer check), `unavailable` otherwise.
  init(connectingTo path: String, _ error: TransportError) {
    let status: CommandStatus =
      error == .permissionDenied(path: path) ? .notPermitted : .unavailable
    self.init("cannot attach to \(path): \(error)", status: status)
  }

  /// Prints the sentence after the program's name on standard error and gives the exit code
  /// to throw: `status`, by default the error's own.
  func reported(status: CommandStatus? = nil) -> ExitCode {
    FileHandle.standardError.write(Data("glance: \(description)\n".utf8))
    return ExitCode((status ?? self.status).rawValue)
  }
}
