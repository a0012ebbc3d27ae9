import ArgumentParser
import Foundation
import GlanceServe
import GlanceWeb
import GlanceWire

/// `glance web`: a running program's board in a browser tab, live, with the tab's keys.
struct WebCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "web",
    abstract: "Show a running program's board in a web browser.",
    discussion: """
      Serves one page on 127.0.0.1 (or a Unix socket) and prints its address with a secret \
      token; it opens nothing by itself. Each browser tab is a viewer of its own, as \
      `glance attach` is: drawn at the tab's size, with its keys sent to the program (none \
      with --read-only). When the program restarts, the page attaches again. Requests without \
      the token, with a Host that is not the loopback address, or a WebSocket from another \
      origin are refused with 403.

      Exit statuses: 0 stopped (Ctrl-C, SIGTERM); 64 a name several programs share; 69 no \
      such program, or the address cannot be served; 77 the board is another user's.
      """)

  @Argument(
    help: """
      The program: its PID, its name (as `glance list` shows it) or its socket. Optional when \
      exactly one program serves.
      """)
  var target: String?

  @Flag(name: .customLong("read-only"), help: "Send no keys from the page to the program.")
  var readOnly = false

  @OptionGroup var listen: WebListenOptions

  func run() throws {
    let attach = try AttachTarget(text: chosenTarget())
    let resolved: (path: String, name: String?)
    do {
      resolved = try attach.resolve()
    } catch {
      throw error.reported()
    }
    let locate: @Sendable () -> Result<String, WebContent.LocateFailure>
    if let name = resolved.name {
      locate = {
        let programs = ServeDirectory.locate(environment: ProcessInfo.processInfo.environment)
          .servingPrograms()
        guard let program = AttachTarget.newest(named: name, in: programs) else {
          return .failure(.init("no program named \(name) serves a board now"))
        }
        return .success(program.socketPath)
      }
    } else {
      let path = resolved.path
      locate = { .success(path) }
    }
    let name = resolved.name ?? attach.text
    try WebServing.serve(
      .live(.init(name: name, readOnly: readOnly, locate: locate)),
      what: "\(name)'s board\(readOnly ? " (read-only)" : "")", options: listen)
  }

  /// The target given, or the one program serving when none is given.
  private func chosenTarget() throws -> String {
    if let target { return target }
    let programs = ServeDirectory.locate(environment: ProcessInfo.processInfo.environment)
      .servingPrograms()
    switch programs.count {
    case 1: return String(programs[0].pid)
    case 0:
      FileHandle.standardError.write(
        Data("glance: no program serves a board (start one with GLANCE_SERVE=1)\n".utf8))
      throw ExitCode(CommandStatus.unavailable.rawValue)
    default:
      let list = programs.map { "  \($0.name)  PID \($0.pid)" }.joined(separator: "\n")
      FileHandle.standardError.write(
        Data("glance: \(programs.count) programs serve a board; name one:\n\(list)\n".utf8))
      throw ExitCode(CommandStatus.usage.rawValue)
    }
  }
}
