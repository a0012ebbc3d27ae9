import Glance
import GlanceCore
import GlanceTesting
import Synchronization
import Testing

@testable import JobQueue

@MainActor
@Suite(.timeLimit(.minutes(1)))
struct JobQueueTests {
  let frame = Duration.seconds(1) / 30

  /// Advances the board a frame at a time until its screen passes `condition`, for at most
  /// ten seconds of real time (the workers are real threads).
  func screen(_ tester: BoardTester, _ condition: (String) -> Bool) async -> Bool {
    let deadline = ContinuousClock.now + .seconds(10)
    while !condition(tester.text) {
      guard ContinuousClock.now < deadline else { return false }
      await tester.advance(by: frame)
    }
    return true
  }

  @Test func jobsAreWorkedFailuresLoggedAndWorkersAddedAndRemoved() async throws {
    let done = Atomic<Int>(0)
    // Jobs take no time; every 50th fails.
    let (board, queue) = makeJobBoard(workers: 2, jobTime: 0...0)
    let tester = BoardTester(board, size: TerminalSize(columns: 120, rows: 30))
    let counting = queue.completions.listen { _ in done.add(1, ordering: .relaxed) }
    defer { counting.dispose() }
    // The workers are threads that say they are idle once they run.
    #expect(
      await screen(tester) { screen in
        let lines = screen.split(separator: "\n")
        return lines.contains { $0.contains("#1") && $0.contains("idle") }
          && lines.contains { $0.contains("#2") && $0.contains("idle") }
      })

    try tester.type("2")
    #expect(await tester.settle(until: { done.load(ordering: .relaxed) == 100 }))
    await tester.advance(by: frame)
    let text = tester.text
    #expect(text.contains("job 50 failed"))
    #expect(text.contains("job 100 failed"))
    #expect(!text.contains("job 49 failed"))

    try tester.type("--")
    #expect(await tester.settle(until: { queue.workers == 0 }))
    try tester.type("3")
    await tester.advance(by: frame)
    #expect(queue.depth.getValue() == 10_000)
    try tester.type("c")
    await tester.advance(by: frame)
    #expect(tester.text.contains("cancelled 10000 waiting jobs"))
    #expect(queue.depth.getValue() == 0)
    #expect(await screen(tester) { !$0.contains("#1") && !$0.contains("#2") })

    try tester.type("+1")
    #expect(await tester.settle(until: { done.load(ordering: .relaxed) == 101 }))
    #expect(await screen(tester) { $0.contains("#3") })
    queue.workers = 0
  }
}
