import Dispatch
import Foundation
import Glance
import GlanceCore
import Logging
import ServiceLifecycle
import TestSupport
import Testing

@testable import GlanceLifecycle

/// A guest board and the process's shutdown signals: in a group that takes neither SIGINT nor
/// SIGTERM its quit key ends its run itself, and the group with it; in a group that takes
/// SIGTERM, the signal drains the other services before the board ends. Which signals others
/// took is the process's state, and sticky, so each group runs in a child process of its own,
/// which exits with a failure, saying what it saw, past ``limit`` or on a wrong order. The runs,
/// events and draining service are ``BoardServiceTests``'.
@Suite(.threadOfItsOwn, .timeLimit(.minutes(1)))
struct GuestBoardSignalTests {
  /// How long a child waits for its group to end, in seconds.
  static let limit = 5

  /// Writes `message` to standard error and exits with a failure.
  static func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data((message + "\n").utf8))
    exit(1)
  }

  /// Fails the child unless `group` ends within ``limit`` seconds.
  static func endsInTime(_ group: ServiceGroup, _ what: String) async {
    DispatchQueue.global().asyncAfter(deadline: .now() + .seconds(limit)) {
      fail("the group still ran \(limit) s after \(what)")
    }
    try? await group.run()
  }

  @MainActor static func pressQuitInAGroupWithoutSignals() async {
    let board = Board("Service")
    let group = ServiceGroup(
      services: [BoardService(board, options: BoardServiceTests.headless(keys: [.character("q")]))],
      logger: Logger(label: "test"))
    await endsInTime(group, "the quit key")
    if !board.hasQuit { fail("the group ended, the board did not") }
  }

  @MainActor static func sendSIGTERMToAGroupThatTakesIt() async {
    let board = Board("Service")
    let events = BoardServiceTests.Events()
    board.onTerminalEvent { event in
      if event == .quitting { events.names.append("quitting") }
    }
    // After the start's own job, in which the board begins to watch the signals.
    board.onStart { _ in Task { @MainActor in kill(getpid(), SIGTERM) } }
    let group = ServiceGroup(
      configuration: ServiceGroupConfiguration(
        services: [
          .init(service: BoardService(board, options: BoardServiceTests.headless())),
          .init(service: BoardServiceTests.DrainingService(events: events)),
        ],
        gracefulShutdownSignals: [.sigterm], logger: Logger(label: "test")))
    await endsInTime(group, "SIGTERM")
    if events.names != ["drained", "quitting"] {
      fail("the board ended before the others drained: \(events.names)")
    }
  }

  @Test func theQuitKeyEndsTheRunAndTheGroupWhenNoGroupTakesASignal() async {
    let result = await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
      await Self.pressQuitInAGroupWithoutSignals()
    }
    if let result, !result.standardErrorContent.isEmpty {
      print(String(decoding: result.standardErrorContent, as: UTF8.self))
    }
  }

  @Test func theGroupsSignalDrainsTheOthersBeforeTheBoardEnds() async {
    let result = await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
      await Self.sendSIGTERMToAGroupThatTakesIt()
    }
    if let result, !result.standardErrorContent.isEmpty {
      print(String(decoding: result.standardErrorContent, as: UTF8.self))
    }
  }
}
