import Foundation
import TestSupport
import Testing

/// Drives the built `dashboard` binary inside a private tmux server: start it at a size, send
/// keys and signals, resize the window, and read the screen. Waiting is always polling the pane
/// for an expected state, never a fixed sleep.
final class TmuxSession {
  /// The `dashboard` executable built next to the test bundle.
  static var dashboardPath: String {
    let testBundle = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    var directory = testBundle
    // On Linux the runner is `<build>/debug/<Package>PackageTests.xctest`.
    for _ in 0..<3 {
      let candidate = directory.appendingPathComponent("dashboard").path
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
      directory = directory.deletingLastPathComponent()
    }
    return testBundle.appendingPathComponent("dashboard").path
  }

  /// The marker printed by the wrapper shell when the dashboard exits, after the terminal's
  /// `stty -a`, at the start of the last line, followed by the status and a `;`.
  static let exitMarker = "__DASHBOARD_EXITED__"

  let socket: String

  /// A new server's socket name, unique to this process and call.
  static func newSocketName() -> String {
    "dashboard-e2e-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString.prefix(8))"
  }

  /// Starts `dashboard <arguments>` (or `binary <arguments>`) in a new tmux server of the given
  /// size, on `socket`. After it exits, the wrapper prints the terminal's `stty -a`, then
  /// ``exitMarker`` with the status. The server, and the dashboard with it, ends when this session is released, or
  /// when the test process is gone, however it ends.
  ///
  /// A program killed outright leaves the terminal raw with the cursor anywhere, often near the
  /// right edge: a marker echoed there wrapped across two rows (and `capture-pane` without `-J`
  /// never found it), its status could run into what the last frame left on the row, and
  /// `stty -a` came out as a staircase (a line feed with no carriage return). So the wrapper
  /// reads `stty -a` first (the terminal as the program left it), then makes the terminal sane
  /// and prints the settings and, last, the marker, each on a fresh line: the marker stays in
  /// view however far the settings scroll.
  init(
    columns: Int = 100, rows: Int = 30, arguments: String = "", environment: String = "",
    socket: String = newSocketName(), binary: String = dashboardPath
  ) throws {
    self.socket = socket
    guard FileManager.default.isExecutableFile(atPath: binary) else {
      throw E2EError("no executable at \(binary); build it first (swift build)")
    }
    // The wrapper shell survives the Ctrl-C meant for the dashboard (a trap, not an ignore, so
    // the dashboard still starts with the default SIGINT action).
    let command =
      "trap true INT; env LANG=C.UTF-8 \(environment) '\(binary)' \(arguments); "
      + "status=$?; settings=$(stty -a); stty sane; "
      + "printf '\\n%s\\n%s%s;\\n' \"$settings\" \(Self.exitMarker) \"$status\"; sleep 600"
    // The server started here inherits the client's descriptors: give it none to keep open.
    try Shell.run(
      "/usr/bin/env",
      [
        "tmux", "-L", socket, "-f", "/dev/null", "new-session", "-d", "-x", "\(columns)", "-y",
        "\(rows)",
        "sh", "-c", command,
      ], captureOutput: false)
    try Self.endServer(socket, whenGone: ProcessInfo.processInfo.processIdentifier)
  }

  /// Starts a watchdog that kills the server on `socket` once process `pid` has ended. It runs
  /// in a session of its own, so that a timeout killing the test's process group (which runs no
  /// `deinit`) does not kill it too; `tail --pid` waits for the process without polling here.
  private static func endServer(_ socket: String, whenGone pid: Int32) throws {
    let watchdog =
      "tail --pid=\(pid) -f /dev/null; tmux -L \(Shell.quoted(socket)) -f /dev/null kill-server"
    try Shell.run("/usr/bin/setsid", ["-f", "sh", "-c", watchdog], captureOutput: false)
  }

  /// Whether a tmux server answers on `socket`.
  static func serverIsRunning(_ socket: String) -> Bool {
    (try? Shell.run("/usr/bin/env", ["tmux", "-L", socket, "-f", "/dev/null", "has-session"]))
      != nil
  }

  deinit {
    _ = try? tmux(["kill-server"])
    // tmux leaves the socket file behind; a run of the suite would leave ten.
    let directory = ProcessInfo.processInfo.environment["TMUX_TMPDIR"] ?? "/tmp"
    try? FileManager.default.removeItem(atPath: "\(directory)/tmux-\(getuid())/\(socket)")
  }

  /// The visible pane as a person reads it: a line that wrapped at the right edge is one line
  /// (`capture-pane -J`, which also keeps trailing spaces), so that text is found wherever the
  /// terminal broke it. Every wait for text reads the pane this way.
  func capture() throws -> String {
    try tmux(["capture-pane", "-p", "-J"])
  }

  /// The visible pane row by row, trailing spaces trimmed: for checks of the screen's geometry.
  func captureRows() throws -> String {
    try tmux(["capture-pane", "-p"])
  }

  /// Types keys (tmux key names such as `Space`, `Escape`, `Tab`, `C-l`, or literal text).
  func send(_ keys: String...) throws {
    try tmux(["send-keys"] + keys)
  }

  /// Changes the window size.
  func resize(columns: Int, rows: Int) throws {
    try tmux(["resize-window", "-x", "\(columns)", "-y", "\(rows)"])
  }

  /// The pid of the dashboard (the wrapper shell's child).
  func dashboardPID() throws -> pid_t {
    let shell = try tmux(["list-panes", "-F", "#{pane_pid}"]).trimmingCharacters(
      in: .whitespacesAndNewlines)
    let children = try Shell.run("/usr/bin/pgrep", ["-P", shell])
    guard let pid = children.split(separator: "\n").first.flatMap({ pid_t($0) }) else {
      throw E2EError("no dashboard process under shell \(shell)")
    }
    return pid
  }

  /// Polls the pane until `predicate` holds; returns the matching screen or throws with the last
  /// screen seen after `timeout`. The pane is read as a person reads it (``capture()``), or row
  /// by row (``captureRows()``) when `byRow`.
  @discardableResult
  func waitFor(
    _ what: String, timeout: Duration = .seconds(15), byRow: Bool = false,
    _ predicate: (String) -> Bool
  ) throws -> String {
    let deadline = ContinuousClock.now + timeout
    var screen = ""
    while ContinuousClock.now < deadline {
      screen = try byRow ? captureRows() : capture()
      if predicate(screen) { return screen }
      usleep(20_000)  // polling interval, not a synchronisation sleep
    }
    throw E2EError("timed out waiting for \(what); last screen:\n\(screen)")
  }

  /// Waits until the pane contains `text`.
  @discardableResult
  func waitFor(text: String, timeout: Duration = .seconds(15)) throws -> String {
    try waitFor("\"\(text)\"", timeout: timeout) { $0.contains(text) }
  }

  /// Waits for the dashboard to exit; returns its exit status and the terminal's `stty -a` then.
  func waitForExit(timeout: Duration = .seconds(15)) throws -> (status: Int, stty: String) {
    var exit: (status: Int, stty: String)?
    let screen = try waitFor("the dashboard to exit", timeout: timeout) { screen in
      exit = Self.exit(on: screen)
      return exit != nil
    }
    guard let exit else { throw E2EError("no exit status on:\n\(screen)") }
    return exit
  }

  /// The status after the last ``exitMarker`` on `screen` (once its `;` is there too) and the
  /// `stty -a` output above it.
  static func exit(on screen: String) -> (status: Int, stty: String)? {
    guard let marker = screen.range(of: exitMarker, options: .backwards) else { return nil }
    let after = screen[marker.upperBound...]
    let digits = after.prefix { $0.isNumber }
    guard after.dropFirst(digits.count).first == ";", let status = Int(digits) else { return nil }
    let before = screen[..<marker.lowerBound]
    // `stty -a` starts with the line speed; what is above it is the program's last screen.
    let settings = before.range(of: "speed ", options: .backwards).map { before[$0.lowerBound...] }
    return (status, String(settings ?? before))
  }

  @discardableResult
  private func tmux(_ arguments: [String]) throws -> String {
    try Shell.run("/usr/bin/env", ["tmux", "-L", socket, "-f", "/dev/null"] + arguments)
  }
}

/// Whether `stty -a` output shows a sane, cooked terminal (echo and canonical mode on).
func isSane(_ stty: String) -> Bool {
  let flags = stty.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == ";" })
  return flags.contains("echo") && flags.contains("icanon")
}
