import Foundation
import TestSupport
import Testing

/// A tmux server that an end-to-end test starts, with the dashboard in it, ends by itself when
/// the test process is gone, even one killed without a chance to clean up.
@Suite(.serialized, .threadOfItsOwn, .timeLimit(.minutes(1)))
struct LeftoverServerTests {
  /// Starts a session on the socket named in the environment, then dies at once.
  static func startASessionAndDie() throws {
    let socket = ProcessInfo.processInfo.environment["E2E_LEFTOVER_SOCKET"] ?? ""
    let session = try TmuxSession(columns: 60, rows: 20, socket: socket)
    _ = try session.waitFor(text: "Random numbers")
    kill(getpid(), SIGKILL)
  }

  @Test func aKilledTestProcessLeavesNoServerBehind() async throws {
    let socket = TmuxSession.newSocketName()
    setenv("E2E_LEFTOVER_SOCKET", socket, 1)
    await #expect(processExitsWith: .signal(SIGKILL)) {
      try Self.startASessionAndDie()
    }
    let deadline = ContinuousClock.now + .seconds(15)
    while TmuxSession.serverIsRunning(socket), ContinuousClock.now < deadline {
      usleep(50_000)  // polling interval, not a synchronisation sleep
    }
    #expect(!TmuxSession.serverIsRunning(socket), "the server on \(socket) outlived its test")
  }
}
