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
        throw .noProgramWithPID(pid)
      }
      return (program.socketPath, program.name)
    }
    let named = programs.filter { $0.name == text }
    guard let program = named.first else {
      throw .noProgramNamed(text)
    }
    guard named.count == 1 else { throw .ambiguousName(text, programs: named) }
    return (program.socketPath, program.name)
  }

  /// The most recently started program named `name`: after a restart, the new one.
  static func newest(named name: String, in programs: [ServingProgram]) -> ServingProgram? {
    programs.filter { $0.name == name }.max { $0.startTime < $1.startTime }
  }
}
