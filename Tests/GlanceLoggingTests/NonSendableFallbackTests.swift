import Dispatch
import Glance
import GlanceLogging
import Logging
import ObserverModel
import Synchronization
import Testing

/// A fallback that is not `Sendable` (a stored closure with state of its own) is called by one
/// logging thread at a time, and gets every line.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct NonSendableFallbackTests {
  /// What the closure reports, read after the threads are done.
  final class Report: Sendable {
    let lines = Atomic(0)
    let overlaps = Atomic(0)
  }

  @Test func eightThreadsLoggingAfterTheStopCallTheStoredClosureOneAtATime() {
    let report = Report()
    // The closure's own counter is plain mutable state, as a user's would be: two calls at once
    // would race on it (ThreadSanitizer's stage reports that) and could see it above one.
    var inside = 0
    let fallback: (String) -> Void = { line in
      inside += 1
      if inside > 1 { report.overlaps.add(1, ordering: .relaxed) }
      if line.contains(" info late: ") { report.lines.add(1, ordering: .relaxed) }
      inside -= 1
    }
    let board = Board("Fallback")
    let log = board.panel("Log").showLog(fallback: fallback)
    board.stop()
    let logger = Logger(label: "late") { BoardLogHandler(label: $0, log: log) }
    let (threads, perThread) = (8, 2_000)
    DispatchQueue.concurrentPerform(iterations: threads) { thread in
      for index in 0..<perThread { logger.info("t\(thread) n\(index)") }
    }
    #expect(report.lines.load(ordering: .relaxed) == threads * perThread)
    #expect(report.overlaps.load(ordering: .relaxed) == 0)
  }

  @Test func aFallbackThatLogsAgainDoesNotDeadlock() {
    // The logger the fallback logs through, set once the panel exists.
    let box = Lock<Logger?>(nil)
    let seen = Atomic(0)
    let board = Board("Reentrant")
    let log = board.panel("Log").showLog(fallback: { line in
      seen.add(1, ordering: .relaxed)
      // Logging from inside the fallback comes back to it on the same thread.
      if line.contains("first") { box.withLock { $0 }?.info("second, from the fallback") }
    })
    board.stop()
    let logger = Logger(label: "again") { BoardLogHandler(label: $0, log: log) }
    box.withLock { $0 = logger }
    logger.info("first")
    // The nested record went to standard error, not back into the fallback.
    #expect(seen.load(ordering: .relaxed) == 1)
  }
}
