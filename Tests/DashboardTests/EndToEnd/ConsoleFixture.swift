import Foundation
import TestSupport
import Testing

/// The world of one observer-console scenario: a fresh runtime directory of mode 0700 that the
/// served dashboards put their sockets in (`$XDG_RUNTIME_DIR/glance`) and the viewers look in,
/// so that a test never sees another program's socket; the `glance` binary; and ways to start a
/// serving dashboard and a viewer, each in a tmux server of its own (two terminals).
final class ConsoleFixture {
  /// The `glance` executable, built next to the test bundle, where ``TmuxSession`` finds the
  /// `dashboard`.
  static var glancePath: String {
    URL(fileURLWithPath: TmuxSession.dashboardPath).deletingLastPathComponent()
      .appendingPathComponent("glance").path
  }

  /// The `XDG_RUNTIME_DIR` of this scenario's programs.
  let runtimeDirectory: String
  /// Directories to remove with the fixture.
  private var scratch: [String] = []

  init() throws {
    runtimeDirectory = try Self.makeDirectory(mode: 0o700)
    scratch.append(runtimeDirectory)
  }

  deinit {
    for path in scratch { try? FileManager.default.removeItem(atPath: path) }
  }

  /// The environment assignment, for `env`, that points a program at the runtime directory.
  var assignment: String { "XDG_RUNTIME_DIR=\(runtimeDirectory)" }
  /// ``assignment`` quoted for a shell.
  var environment: String { Shell.quoted(assignment) }

  /// Starts the dashboard serving its board (`GLANCE_SERVE=1`) in a terminal of its own, waits
  /// for its board and its socket, and returns them.
  func startDashboard(seed: Int) throws -> (session: TmuxSession, pid: pid_t, socket: String) {
    let session = try TmuxSession(
      arguments: "--seed \(seed) --interval 50ms", environment: "GLANCE_SERVE=1 \(environment)")
    try session.waitFor(text: "Random numbers")
    let pid = try session.dashboardPID()
    let socket = "\(runtimeDirectory)/glance/dashboard.\(pid).sock"
    try waitUntil("the socket \(socket)") { FileManager.default.fileExists(atPath: socket) }
    return (session, pid, socket)
  }

  /// Starts `glance attach <target>` in a terminal of its own (UTF-8, as the dashboard's).
  func attach(_ target: String = "dashboard", columns: Int = 90, rows: Int = 28) throws
    -> TmuxSession
  {
    try TmuxSession(
      columns: columns, rows: rows, arguments: "attach \(target)", environment: environment,
      binary: Self.glancePath)
  }

  /// A copy of `glance` that any user may run: the build folder may not be open to others.
  func glanceForEveryone() throws -> String {
    let directory = try Self.makeDirectory(mode: 0o755)
    scratch.append(directory)
    let copy = "\(directory)/glance"
    try FileManager.default.copyItem(atPath: Self.glancePath, toPath: copy)
    chmod(copy, 0o755)
    return copy
  }

  /// A new directory with `mode`, to be removed with the fixture.
  func scratchDirectory(mode: mode_t) throws -> String {
    let directory = try Self.makeDirectory(mode: mode)
    scratch.append(directory)
    return directory
  }

  private static func makeDirectory(mode: mode_t) throws -> String {
    let temporary = URL(fileURLWithPath: NSTemporaryDirectory()).path
    var template = Array("\(temporary)/glance-e2e-XXXXXX".utf8CString)
    guard let made = mkdtemp(&template) else { throw E2EError("mkdtemp failed: errno \(errno)") }
    let path = String(cString: made)
    guard chmod(path, mode) == 0 else { throw E2EError("chmod \(path) failed: errno \(errno)") }
    return path
  }
}

/// Polls `condition` until it holds, and throws after `timeout` (polling, not synchronisation).
func waitUntil(
  _ what: String, timeout: Duration = .seconds(15), _ condition: () throws -> Bool
) throws {
  let deadline = ContinuousClock.now + timeout
  while ContinuousClock.now < deadline {
    if try condition() { return }
    usleep(20_000)  // polling interval, not a synchronisation sleep
  }
  throw E2EError("timed out waiting for \(what)")
}

/// A program run to completion: its status and what it printed.
struct Finished {
  var status: Int32
  var output: String
  var errors: String

  /// Runs `arguments` (a path, then its arguments) under `timeout`, so that a program that
  /// never ends fails the test (status 124) instead of hanging it. Through
  /// ``Shell/output(of:)``, with standard error in a file of its own.
  static func run(_ arguments: [String], timeout: Int = 15) throws -> Finished {
    let errorFile = "\(NSTemporaryDirectory())/glance-e2e-errors-\(UUID().uuidString)"
    defer { unlink(errorFile) }
    let quoted = (["/usr/bin/timeout", "\(timeout)"] + arguments).map(Shell.quoted)
    let command =
      quoted.joined(separator: " ") + " 2>\(Shell.quoted(errorFile)) </dev/null"
    let (printed, status) = try Shell.output(of: command)
    let written = (try? String(contentsOfFile: errorFile, encoding: .utf8)) ?? ""
    // pclose gives the wait status: the exit status is in its second byte, or a signal that
    // ended the program in its low seven bits (reported as a shell does, 128 + the signal).
    let signal = status & 0x7f
    return Finished(
      status: signal == 0 ? (status >> 8) & 0xff : 128 + signal,
      output: printed, errors: written)
  }

  /// The command prefix that runs a program as `nobody`: `runuser` (util-linux) if it is here,
  /// else `setpriv` with nobody's uid and gid, and no supplementary groups.
  static func asNobody() throws -> [String] {
    for path in ["/usr/sbin/runuser", "/sbin/runuser", "/usr/bin/runuser"]
    where FileManager.default.isExecutableFile(atPath: path) {
      return [path, "-u", "nobody", "--"]
    }
    guard let nobody = getpwnam("nobody")?.pointee else { throw E2EError("no user nobody") }
    return [
      "/usr/bin/setpriv", "--reuid=\(nobody.pw_uid)", "--regid=\(nobody.pw_gid)",
      "--clear-groups",
    ]
  }
}

/// The count shown on the numbers panel (its "count N" line), if visible.
func numbersCount(in screen: String) -> Int? {
  guard let range = screen.range(of: "count ") else { return nil }
  return Int(screen[range.upperBound...].prefix { $0.isNumber })
}
