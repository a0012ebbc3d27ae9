import Foundation
import Glance
import GlanceCore
import Testing

@testable import HTTPService

/// The service's own board, headless, with real requests on loopback: every request served is
/// in the latency histogram's count and the requests counter, and its log reaches the panel.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct HTTPServiceTests {
  @Test func requestsOnLoopbackShowInTheMetricsAndTheLog() async throws {
    let service = ServiceBoard()
    let tester = BoardTester(service.board, size: TerminalSize(columns: 140, rows: 40))
    let server = makeServer(knobs: service.knobs, port: 0, load: service.load)
    let running = Task.detached { try await server.run() }
    defer { running.cancel() }
    let load = service.load
    let port = await Task.detached { load.waitForServer() }.value
    let requests = 250
    let answered = await Task.detached { Self.send(requests, to: port) }.value
    #expect(answered == requests)
    // The middleware records a request after answering it: wait, boundedly, for the last.
    let deadline = ContinuousClock.now + .seconds(20)
    func durationRow() -> String? {
      tester.lines.first { $0.contains("http.server.request.duration") }
    }
    await tester.settle()
    while durationRow()?.contains(" \(requests) ") != true, ContinuousClock.now < deadline {
      await Task.yield()
      await tester.settle()
    }
    #expect(durationRow()?.contains(" \(requests) ") == true, "\(tester.text)")
    #expect(tester.lines.contains { $0.contains("hb.requests") && $0.contains(" \(requests) ") })
    #expect(tester.text.contains("info http: Request"))
    tester.press(.character("f"))
    #expect(service.knobs.failurePercent.load(ordering: .relaxed) == 10)
    #expect(service.board.status?.contains("10% fail") == true)
  }

  /// Sends `count` requests one after another on one connection; returns how many were answered.
  nonisolated static func send(_ count: Int, to port: Int) -> Int {
    guard let socket = LoadGenerator.connect(to: port) else { return 0 }
    defer { close(socket) }
    return (0..<count).prefix { _ in LoadGenerator.exchange(on: socket) }.count
  }
}
