import Glance
import GlanceCore
import Logging
import ServiceLifecycle
import TestSupport
import Testing

@testable import GlanceLifecycle

/// The board as a service in a real ServiceGroup, headless: it asks the group to shut down,
/// stays up while the other services drain, and ends last; its run returns.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct BoardServiceTests {
  /// What happened, in order, across the board's handlers and the other service.
  @MainActor final class Events {
    var names: [String] = []
  }

  /// A service that, asked to shut down, finishes its work first: it records its drain on the
  /// main actor after a number of main-actor turns, as a server finishing requests would.
  struct DrainingService: Service {
    let events: Events
    func run() async throws {
      try? await gracefulShutdown()
      for _ in 0..<20 { await Task.yield() }
      await MainActor.run { events.names.append("drained") }
    }
  }

  /// Holds the group, made after the service that asks it to shut down.
  @MainActor final class GroupBox {
    var group: ServiceGroup?
  }

  /// A headless run that presses `keys` and then waits an hour of real time: only the
  /// group's shutdown ends it within a test.
  static func headless(keys: [Key] = []) -> BoardOptions {
    var options = BoardOptions()
    options.headless = true
    options.keys = keys
    options.duration = .seconds(3600)
    options.size = TerminalSize(columns: 60, rows: 12)
    return options
  }

  /// What a run under ``ends(within:_:sourceLocation:_:)`` came to.
  @MainActor final class Outcome {
    var ended = false
    var error: String?
  }

  /// Runs `body` (a group's run) and waits for it at most `limit` of the main actor's time
  /// (``mainActorDeadline``, TestSupport), on which the board's run goes on, and at most the
  /// default wait limit in real time: a board that never ends, even once cancelled, fails the
  /// test then, not at the suite's time limit. Returns the error `body` threw, if any, or
  /// says that it did not end.
  static func ends(
    within limit: Duration = .seconds(5), _ what: String,
    sourceLocation: SourceLocation = #_sourceLocation,
    _ body: @escaping @MainActor () async throws -> Void
  ) async -> String? {
    let outcome = Outcome()
    var run: Task<Void, Never>?
    var mainActorClock: Task<Void, Never>?
    await boundedWait(what, sourceLocation: sourceLocation) { waiter in
      let task = Task { @MainActor in
        do {
          try await body()
        } catch {
          outcome.error = "\(error)"
        }
        outcome.ended = true
        waiter.resume()
      }
      run = task
      mainActorClock = mainActorDeadline(limit, what, sourceLocation: sourceLocation) {
        task.cancel()
        waiter.resume()
      }
    }
    mainActorClock?.cancel()
    guard outcome.ended else {
      run?.cancel()
      return "did not end"
    }
    return outcome.error
  }

  /// A stream that yields once the board has started.
  static func starts(of board: Board) -> AsyncStream<Void> {
    let (stream, continuation) = AsyncStream<Void>.makeStream()
    board.onStart { _ in continuation.yield() }
    return stream
  }

  @Test func theQuitKeyDrainsTheOtherServicesFirstAndTheBoardEndsLast() async throws {
    let board = Board("Service")
    let events = Events()
    board.onTerminalEvent { event in
      if event == .shuttingDown || event == .quitting { events.names.append("\(event)") }
    }
    let box = GroupBox()
    let service = BoardService(board, options: Self.headless(keys: [.character("q")])) {
      Task { await box.group?.triggerGracefulShutdown() }
    }
    let group = ServiceGroup(
      services: [service, DrainingService(events: events)], logger: Logger(label: "test"))
    box.group = group
    #expect(await Self.ends("the group ends after the quit key") { try await group.run() } == nil)
    #expect(events.names == ["shuttingDown", "drained", "quitting"])
    #expect(board.hasQuit)
  }

  @Test func aGracefulShutdownFromTheGroupEndsTheBoardAfterTheOthers() async {
    let board = Board("Service")
    let events = Events()
    board.onTerminalEvent { event in
      if event == .quitting { events.names.append("quitting") }
    }
    let started = Self.starts(of: board)
    let group = ServiceGroup(
      services: [BoardService(board, options: Self.headless()), DrainingService(events: events)],
      logger: Logger(label: "test"))
    let failure = await Self.ends("the group ends after its graceful shutdown") {
      try await withThrowingTaskGroup(of: Void.self) { tasks in
        tasks.addTask { try await group.run() }
        for await _ in started { break }
        await group.triggerGracefulShutdown()
        try await tasks.waitForAll()
      }
    }
    #expect(failure == nil)
    #expect(events.names == ["drained", "quitting"])
  }

  @Test func cancellingTheGroupEndsTheBoard() async {
    let board = Board("Service")
    let started = Self.starts(of: board)
    let failure = await Self.ends("the board's run ends once cancelled") {
      try await withThrowingTaskGroup(of: Void.self) { tasks in
        tasks.addTask { try await BoardService(board, options: Self.headless()).run() }
        for await _ in started { break }
        tasks.cancelAll()
        try await tasks.waitForAll()
      }
    }
    #expect(failure == nil)
    #expect(board.hasQuit)
  }
}
