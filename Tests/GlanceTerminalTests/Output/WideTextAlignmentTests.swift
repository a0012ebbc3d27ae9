import Foundation
import TestSupport
import Testing

@testable import GlanceCore
@testable import GlanceTerminal

/// Borders stay aligned on a real terminal (tmux 3.3): a row of text between two borders,
/// encoded as the backend sends it, leaves tmux's cursor just after the right border, where the
/// layout put it. tmux draws emoji sequences at its own width (the family 👨‍👩‍👧‍👦 as one
/// two-column glyph when its bytes arrive in one run, where wcwidth gives 8): written without
/// the encoder's cursor addressing after an emoji, the right border of that row lands 6 columns
/// early.
@Suite("Wide text in tmux", .serialized, .threadOfItsOwn)
struct WideTextAlignmentTests {
  static let probes = [
    "山田太郎", "e\u{301}le\u{300}ve", "שלום עולם", "مرحبا", "👍🏽 ok", "👨‍👩‍👧‍👦 fam", "🇯🇵 flag",
    "1\u{FE0F}\u{20E3} ❤\u{FE0F}", "日本😀",
  ]

  /// The bytes of a one-row frame: `│`, `text`, `│`.
  static func frame(_ text: String) -> (bytes: [UInt8], border: Int) {
    let size = TerminalSize(columns: 30, rows: 1)
    var screen = CellBuffer(size: size)
    screen[x: 0, y: 0] = Cell("│")
    let border = 1 + screen.write(text, x: 1, y: 0)
    screen[x: border, y: 0] = Cell("│")
    var encoder = CellEncoder(capabilities: .ecma48, colorEnabled: false, utf8: true)
    encoder.encode(screen.allCells().filter { $0.x <= border }, repaint: true, size: size)
    return (encoder.bytes, border)
  }

  @Test(arguments: probes)
  func theRightBorderIsWhereTheLayoutPutIt(text: String) throws {
    let (bytes, border) = Self.frame(text)
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("glance-wide-\(UUID().uuidString).bin")
    try Data(bytes).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    let socket =
      "glance-wide-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString.prefix(8))"
    // The pane's shell ends once this test process is gone.
    let pid = ProcessInfo.processInfo.processIdentifier
    let command =
      "env LANG=C.UTF-8 cat \(Shell.quoted(file.path)); "
      + "while kill -0 \(pid) 2>/dev/null; do sleep 1; done"
    let tmux = ["tmux", "-L", socket, "-f", "/dev/null"]
    try Shell.run(
      "/usr/bin/env", tmux + ["new-session", "-d", "-x", "30", "-y", "3", "sh", "-c", command],
      captureOutput: false)
    defer {
      _ = try? Shell.run("/usr/bin/env", tmux + ["kill-server"])
      // tmux leaves its socket file behind.
      let directory = ProcessInfo.processInfo.environment["TMUX_TMPDIR"] ?? "/tmp"
      try? FileManager.default.removeItem(atPath: "\(directory)/tmux-\(getuid())/\(socket)")
    }
    let deadline = ContinuousClock.now + .seconds(15)
    var cursor = ""
    while ContinuousClock.now < deadline {
      cursor = try Shell.run("/usr/bin/env", tmux + ["display", "-p", "#{cursor_x}"])
        .trimmingCharacters(in: .whitespacesAndNewlines)
      if cursor == "\(border + 1)" { break }
      usleep(20_000)  // polling interval, not a synchronisation sleep
    }
    #expect(cursor == "\(border + 1)", "\(text): the border at \(border)")
  }
}
