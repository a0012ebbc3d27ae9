import Foundation
import TestSupport
import Testing

/// `glance replay` in a real terminal (tmux): the recording plays with its footer, keys move
/// it, a screen too small says so and a larger one shows the frame again (the presenter
/// rewrites every cell at a new size), and `q` restores the terminal.
@Suite("Replay end to end (tmux)", .serialized, .threadOfItsOwn, .timeLimit(.minutes(2)))
struct ReplayEndToEndTests {
  @Test func aRecordingPlaysResizesAndQuitsWithTheTerminalRestored() throws {
    let path = FileManager.default.temporaryDirectory
      .appending(path: "glance-replay-e2e-\(UUID().uuidString).glance").path
    try Data(CounterRecording.fileBytes(count: 12)).write(to: URL(filePath: path))
    defer { try? FileManager.default.removeItem(atPath: path) }
    let session = try TmuxSession(
      columns: 60, rows: 8, arguments: "replay \(Shell.quoted(path))",
      binary: ConsoleFixture.glancePath)
    try session.waitFor(text: "/12")
    try session.send("End")
    try session.waitFor("the last frame") {
      $0.contains("frame 12/12") && $0.contains("count 11") && $0.contains("wider now")
    }
    try session.resize(columns: 20, rows: 2)
    try session.waitFor(text: "small")
    try session.resize(columns: 60, rows: 8)
    try session.waitFor("the last frame again") {
      $0.contains("frame 12/12") && $0.contains("wider now") && !$0.contains("small")
    }
    try session.send("q")
    let exit = try session.waitForExit()
    #expect(exit.status == 0)
    #expect(isSane(exit.stty), "terminal not restored: \(exit.stty)")
  }
}
