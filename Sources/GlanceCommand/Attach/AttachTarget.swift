import ArgumentParser
import Foundation
import GlanceServe

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
    guard let program = Self.newest(named: text, in: programs) else {
      throw AttachError(
        "no program named \(text) serves a board (`glance list` shows those that do)")
    }
    return (program.socketPath, program.name)
  }

  /// The most recently started program named `name`: after a restart, the new one.
  static func newest(named name: String, in programs: [ServingProgram]) -> ServingProgram? {
    programs.filter { $0.name == name }.max { $0.startTime < $1.startTime }
  }
}

/// Why `glance` could not do what it was asked, as the sentence it prints.
struct AttachError: Error, CustomStringConvertible {
  let description: String

  init(_ description: String) {
    self.description = description
  }

  /// Prints the sentence after the program's name on standard error and gives the exit code
  /// to throw: 69 (EX_UNAVAILABLE), as for a service that is not there.
  func reported(status: Int32 = 69) -> ExitCode {
    FileHandle.standardError.write(Data("glance: \(description)\n".utf8))
    return ExitCode(status)
  }
}
