import Dispatch
import Foundation
import Glance
import GlanceCore
import GlanceLogging
import GlanceTesting
import Logging
import Synchronization
import Testing

/// Every record is accounted for: shown (those logged before the board starts on its first
/// frame), counted as dropped, or written to the fallback stream after it stops.
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

  @Test func recordsBeforeTheStartShowOnTheFirstFrame() async {
    let fixture = LogBoard()
    let logger = fixture.logger("app")
    logger.notice("before the board", metadata: ["phase": "setup"])
    logger.info("also before")
    // Only as a real run takes them: by the first frame, with no wake of their own.
    let tester = BoardTester(
      fixture.board, size: TerminalSize(columns: 120, rows: 40), takesOnlyWhenWoken: true)
    await tester.settle()
    #expect(tester.records(containing: "before the board phase=setup").count == 1)
    #expect(tester.records(containing: "also before").count == 1)
    #expect(fixture.fallback.lines.isEmpty)
  }

  @Test func aRecordRacingTheStartReachesThePanelOnEveryStart() async {
    // A service's first record ("Server started") races the board's start on another thread:
    // whichever comes first, the record is on the panel, and only there.
    for start in 0..<40 {
      let fixture = LogBoard()
      let logger = fixture.logger("server")
      let logged = Atomic(false)
      Thread.detachNewThread {
        logger.info("started \(start)")
        logged.store(true, ordering: .releasing)
      }
      let tester = fixture.tester()
      let done = await tester.settle(until: { logged.load(ordering: .acquiring) })
      #expect(done)
      await tester.settle()
      #expect(tester.records(containing: "started \(start)").count == 1, "start \(start)")
      #expect(fixture.fallback.lines.isEmpty, "start \(start)")
      fixture.board.stop()
    }
  }

  @Test func recordsAfterTheStopAndThoseNoFrameTookGoToTheFallback() async {
    let fixture = LogBoard()
    let logger = fixture.logger("app")
    let tester = fixture.tester()
    logger.info("on the board")
    await tester.settle()
    #expect(tester.records(containing: "on the board").count == 1)
    logger.info("never taken by a frame")
    fixture.board.stop()
    logger.notice("after the board", metadata: ["phase": "teardown"])
    let lines = fixture.fallback.lines
    #expect(lines.count == 2)
    #expect(lines.first?.hasSuffix("info app: never taken by a frame") == true)
    #expect(lines.last?.hasSuffix("notice app: after the board phase=teardown") == true)
    #expect(!lines.contains { $0.contains("on the board") })
    // The fallback line carries the date: YYYY-MM-DDTHH:MM:SS.mmm.
    #expect(lines.first?.split(separator: " ").first?.count == 23)
  }

  @Test func recordsWaitingForABoardThatNeverStartsGoToTheFallback() {
    // A board stopped before it ran (its program gave up), and one still waiting when the
    // process exits (what the exit handler calls): their records reach the fallback.
    let stopped = LogBoard()
    stopped.logger("app").info("waited for a stopped board")
    #expect(stopped.fallback.lines.isEmpty)
    stopped.board.stop()
    #expect(stopped.fallback.lines.count == 1)
    #expect(stopped.fallback.lines.first?.hasSuffix("info app: waited for a stopped board") == true)
    let exiting = LogBoard()
    exiting.logger("app").info("waited until the exit")
    exiting.log.endIfWaiting()
    exiting.logger("app").info("logged after the exit began")
    #expect(
      exiting.fallback.lines.map { $0.split(separator: " ", maxSplits: 3).last ?? "" } == [
        "waited until the exit", "logged after the exit began",
      ])
  }

  @Test func recordsOfABoardReleasedBeforeItRanGoToTheFallback() {
    let fallback = FallbackLines()
    var log: BoardLog?
    do {
      let board = Board("Released")
      log = board.panel("Log").showLog(fallback: fallback.stream)
    }
    guard let log else { return }
    Logger(label: "app") { BoardLogHandler(label: $0, log: log) }.info("after the release")
    #expect(fallback.lines.count == 1)
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
