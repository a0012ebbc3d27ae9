import Foundation
import TestSupport
import Testing

/// The end-to-end harness reads the pane as a person does, wherever the program left the
/// terminal: a program killed outright can leave it raw with the cursor near the right edge,
/// where the exit marker wraps across two rows and a reader of one row would wait in vain.
@Suite("tmux harness", .serialized, .threadOfItsOwn, .timeLimit(.minutes(1)))
struct TmuxSessionTests {
  /// A program that leaves the terminal raw, its cursor `column` columns in, and kills itself.
  static func session(rawAt column: Int, columns: Int) throws -> TmuxSession {
    try TmuxSession(
      columns: columns, rows: 12,
      arguments: "-c 'stty raw -echo; printf %0\(column)d 0; kill -KILL $$'", binary: "/bin/sh")
  }

  @Test(arguments: [37, 38, 39])
  func theExitIsSeenWhenAKilledProgramLeftTheCursorAtTheRightEdge(column: Int) throws {
    let session = try Self.session(rawAt: column, columns: 40)
    let exit = try session.waitForExit()
    #expect(exit.status == 128 + Int(SIGKILL))
    // The settings are the terminal's as the program left it, before the harness reset it.
    #expect(!isSane(exit.stty), "\(exit.stty)")
    #expect(exit.stty.contains("-icanon"), "\(exit.stty)")
  }

  /// Text that wrapped at the edge is found whole; and in a pane far smaller than `stty -a`, the
  /// marker, printed last, is still in view.
  @Test func textThatWrappedIsFoundWhole() throws {
    let session = try TmuxSession(
      columns: 20, rows: 6,
      arguments: "-c 'printf \"%s\" 0123456789abcdef_WRAPPED_; read line; exit 3'",
      binary: "/bin/sh")
    let screen = try session.waitFor(text: "_WRAPPED_")
    #expect(screen.contains("0123456789abcdef_WRAPPED_"), "\(screen)")
    try session.send("Enter")
    #expect(try session.waitForExit().status == 3)
  }
}
