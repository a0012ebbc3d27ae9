import Foundation
import Glance
import GlanceCore
import GlanceLifecycle
import GlanceTesting
import Hummingbird
import LoadGenerator
import Logging
import ServiceLifecycle
import Testing

@testable import HTTPService

/// The service's own board with real requests on loopback: every request served is in the
/// latency histogram's count and the requests counter, its log reaches the panel, and a
/// graceful shutdown under load answers every request the server began before the board ends.
/// One test after the other: every server records into the process's one metrics system, so in
/// parallel the shutdown test's requests were counted on the first test's board (258 of 250,
/// on a machine held to 0.64 of a CPU).
@MainActor
@Suite(.serialized, .timeLimit(.minutes(1)))
struct HTTPServiceTests {
  @Test func requestsOnLoopbackShowInTheMetricsAndTheLog() async throws {
    let service = ServiceBoard()
    let tester = BoardTester(service.board, size: TerminalSize(columns: 140, rows: 40))
    let server = makeServer(knobs: service.knobs, port: 0, load: service.load)
    try await Self.running(server) {
      let port = await Self.listening(service.load)
      let requests = 250
      let answered = await Task.detached { Self.send(requests, to: port) }.value
      #expect(answered == requests)
      // The middleware records a request after answering it: wait, boundedly, for the last.
      @MainActor func durationRow() -> String? {
        tester.lines.first { $0.contains("http.server.request.duration") }
      }
      await Self.wait {
        await tester.settle()
        return durationRow()?.contains(" \(requests) ") == true
      }
      #expect(durationRow()?.contains(" \(requests) ") == true, "\(tester.text)")
      #expect(tester.lines.contains { $0.contains("hb.requests") && $0.contains(" \(requests) ") })
      #expect(tester.text.contains("info http: Request"))
    }
    tester.press(.character("f"))
    #expect(service.knobs.failurePercent.load(ordering: .relaxed) == 10)
    #expect(service.board.status?.contains("10% fail") == true)
  }

  @Test func aGracefulShutdownUnderLoadAnswersEveryRequestTheServerBegan() async throws {
    let service = ServiceBoard(bootstrap: false)
    let (knobs, load, connections) = (service.knobs, service.load, 8)
    knobs.latencyMilliseconds.store(500, ordering: .relaxed)
    var options = BoardOptions()
    options.headless = true
    options.duration = .seconds(3600)
    var boardEnded = false
    service.board.onTerminalEvent { if $0 == .quitting { boardEnded = true } }
    let server = makeServer(
      knobs: knobs, port: 0, load: load, services: [service.board.service(options: options)])
    var inFlightAtShutdown = 0
    try await Self.running(server) {
      load.start(connections: connections)
      // Every connection has a request that the handler began, and none can finish for 500 ms.
      await Self.wait { knobs.begun.load(ordering: .relaxed) >= connections }
      load.stop()
      inFlightAtShutdown = load.sent.load(ordering: .relaxed)
      #expect(load.answered.load(ordering: .relaxed) == 0)
    }
    // The server has answered and closed; each thread counts its answer once it has read it.
    await load.stopAndWait()
    #expect(boardEnded)
    #expect(inFlightAtShutdown == connections)
    #expect(load.answered.load(ordering: .relaxed) == inFlightAtShutdown)
    #expect(knobs.drained.load(ordering: .relaxed) == inFlightAtShutdown)
    #expect(load.cut.load(ordering: .relaxed) == 0)
    #expect(load.unanswered.load(ordering: .relaxed) == 0)
    #expect(knobs.begun.load(ordering: .relaxed) == inFlightAtShutdown)
  }

  /// Requests answered before the shutdown were served, not drained: the drained count is the
  /// requests in flight when the shutdown began, however many the server answered before.
  @Test func theDrainCountsOnlyTheRequestsInFlightAtTheShutdown() async throws {
    let service = ServiceBoard(bootstrap: false)
    let (knobs, load, connections, before) = (service.knobs, service.load, 4, 5)
    var options = BoardOptions()
    options.headless = true
    options.duration = .seconds(3600)
    let server = makeServer(
      knobs: knobs, port: 0, load: load, services: [service.board.service(options: options)])
    var inFlightAtShutdown = 0
    try await Self.running(server) {
      let port = await Self.listening(load)
      let answered = await Task.detached { Self.send(before, to: port) }.value
      #expect(answered == before)
      knobs.latencyMilliseconds.store(500, ordering: .relaxed)
      load.start(connections: connections)
      await Self.wait { knobs.begun.load(ordering: .relaxed) >= before + connections }
      load.stop()
      inFlightAtShutdown = load.sent.load(ordering: .relaxed)
    }
    await load.stopAndWait()
    #expect(inFlightAtShutdown == connections)
    #expect(knobs.begun.load(ordering: .relaxed) == before + connections)
    #expect(load.answered.load(ordering: .relaxed) == inFlightAtShutdown)
    #expect(knobs.drained.load(ordering: .relaxed) == inFlightAtShutdown)
  }

  /// Runs `server` in a service group while `body` runs, then shuts the group down gracefully
  /// and waits for it to end.
  static func running(
    _ server: some ApplicationProtocol, _ body: @MainActor () async throws -> Void
  ) async throws {
    let group = ServiceGroup(services: [server], logger: Logger(label: "test"))
    try await withThrowingTaskGroup(of: Void.self) { tasks in
      tasks.addTask { try await group.run() }
      try await body()
      await group.triggerGracefulShutdown()
      try await tasks.waitForAll()
    }
  }

  /// The server's port, once it listens.
  static func listening(_ load: LoadGenerator) async -> Int {
    await wait { load.port > 0 }
    return load.port
  }

  /// Waits until `condition` holds, for at most 20 s (the test's checks then report).
  static func wait(_ condition: () async -> Bool) async {
    let deadline = ContinuousClock.now + .seconds(20)
    while await !condition(), ContinuousClock.now < deadline { await Task.yield() }
  }

  /// Sends `count` requests one after another on one connection; returns how many were answered.
  nonisolated static func send(_ count: Int, to port: Int) -> Int {
    guard let socket = LoadGenerator.connect(to: port) else { return 0 }
    defer { close(socket) }
    return (0..<count).prefix { _ in
      LoadGenerator.send(on: socket) && LoadGenerator.readResponse(on: socket) == .answered
    }.count
  }
}
