import Dispatch
import Foundation
import Glance
import GlanceCore
import GlanceLogging
import GlanceTesting
import Logging
import Synchronization
import Testing

/// Every record is accounted for: shown, counted as dropped, or written to the fallback stream
/// before the board starts and after it stops.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct BoardLogDeliveryTests {
  @Test func aFloodKeepsTheLastRecordsAndCountsTheDropped() async {
    let fixture = LogBoard(keep: 10)
    let tester = fixture.tester()
    let logger = fixture.logger("flood")
    for index in 0..<1_000 { logger.info("record \(index)") }
    await tester.settle()
    let rows = tester.records(containing: "record ")
    #expect(rows.count == 10)
    #expect(rows.last?.hasSuffix("record 999") == true)
    #expect(tester.droppedCount == 990)
    // Later floods add to the count; the panel still keeps ten.
    for index in 1_000..<1_500 { logger.info("record \(index)") }
    await tester.settle()
    #expect(tester.records(containing: "record ").count == 10)
    #expect(tester.droppedCount == 1_490)
  }

  @Test func eightThreadsLoggingAtOnceAreEveryOneShownOrCounted() async {
    let fixture = LogBoard(keep: 20)
    let tester = fixture.tester()
    let logger = fixture.logger("worker")
    let (threads, perThread) = (8, 5_000)
    for round in 0..<3 {
      DispatchQueue.concurrentPerform(iterations: threads) { thread in
        for index in 0..<perThread { logger.info("t\(thread) r\(round) n\(index)") }
      }
      await tester.settle()
    }
    let shown = tester.records(containing: "info worker:").count
    #expect(shown == 20)
    #expect(shown + tester.droppedCount == 3 * threads * perThread)
    #expect(fixture.fallback.lines.isEmpty)
  }

  @Test func recordsBeforeTheStartAndAfterTheStopGoToTheFallback() async {
    let fixture = LogBoard()
    let logger = fixture.logger("app")
    logger.notice("before the board", metadata: ["phase": "setup"])
    #expect(fixture.fallback.lines.count == 1)
    #expect(
      fixture.fallback.lines.first?.hasSuffix("notice app: before the board phase=setup") == true)
    let tester = fixture.tester()
    logger.info("on the board")
    await tester.settle()
    #expect(tester.records(containing: "on the board").count == 1)
    logger.info("never taken by a frame")
    fixture.board.stop()
    logger.info("after the board")
    let lines = fixture.fallback.lines
    #expect(lines.count == 3)
    #expect(
      lines.dropFirst().map { $0.split(separator: " ", maxSplits: 3).last ?? "" } == [
        "never taken by a frame", "after the board",
      ])
    #expect(!lines.contains { $0.contains("on the board") })
    // The fallback line carries the date: YYYY-MM-DDTHH:MM:SS.mmm.
    #expect(lines.first?.split(separator: " ").first?.count == 23)
  }

  @Test func aLogPanelAddedWhileTheBoardRunsTakesRecordsAtOnce() async {
    let board = Board("Late")
    let tester = BoardTester(board, size: TerminalSize(columns: 100, rows: 30))
    let fallback = FallbackLines()
    let log = board.panel("Log").showLog(fallback: fallback.stream)
    Logger(label: "late") { BoardLogHandler(label: $0, log: log) }.info("after the start")
    await tester.settle()
    #expect(tester.records(containing: "after the start").count == 1)
    #expect(fallback.lines.isEmpty)
  }

  @Test func recordsLoggedWhileTheBoardStopsAreShownOrWrittenOnce() async {
    let fixture = LogBoard(keep: 30)
    let tester = fixture.tester()
    let logger = fixture.logger("race")
    let (threads, perThread) = (8, 5_000)
    let finished = Atomic(0)
    for thread in 0..<threads {
      Thread.detachNewThread {
        for index in 0..<perThread { logger.info("t\(thread) n\(index)") }
        finished.add(1, ordering: .releasing)
      }
    }
    await tester.settle()
    fixture.board.stop()
    let done = await tester.settle(until: { finished.load(ordering: .acquiring) == threads })
    #expect(done)
    let shown = tester.records(containing: "info race:").count + tester.droppedCount
    let fallback = fixture.fallback.lines
    let fallbackRecords = fallback.count { $0.contains(" info race: ") }
    let fallbackDropped = fallback.compactMap { line -> Int? in
      guard line.hasPrefix("(") else { return nil }
      return Int(line.dropFirst().split(separator: " ").first ?? "")
    }.reduce(0, +)
    #expect(shown + fallbackRecords + fallbackDropped == threads * perThread)
  }
}
