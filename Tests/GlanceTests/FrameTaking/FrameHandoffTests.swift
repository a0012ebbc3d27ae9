import Dispatch
import Foundation
import GlanceCore
import GlanceTesting
import ObserverModel
import Synchronization
import TestSupport
import Testing

@testable import Glance

/// How writes reach the frames: the last value always arrives, a flood keeps frames coming with
/// bounded waiting work, and the tester settles and stops as it says.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct FrameHandoffTests {
  /// Whether a writer thread has finished.
  private final class Finished: Sendable {
    let flag = Atomic<Bool>(false)
  }

  @Test func theLastValueOfEveryShortRacingBurstArrives() async {
    let value = Observer(0)
    let board = Board("Bursts")
    board.panel("value").show(value) { TextWidget(["value \($0)"]) }
    let tester = BoardTester(board)
    await tester.settle()
    // Each burst holds the main actor until its writer ends; between bursts the test lets the
    // other tests' main-actor work run.
    for burst in 1...scaledForSanitizer(300) {
      let finished = Finished()
      Thread {
        for step in 1...20 { value.update(burst * 100 + step) }
        finished.flag.store(true, ordering: .releasing)
      }.start()
      // Takes race the writes: a write landing between a take and the mailbox's reset would
      // be left behind, unflagged, and never shown.
      let deadline = ContinuousClock.now + .seconds(5)
      while !finished.flag.load(ordering: .acquiring), ContinuousClock.now < deadline {
        board.takeChanges()
      }
      guard finished.flag.load(ordering: .acquiring) else {
        Issue.record("burst \(burst): the writer did not finish within 5 s")
        return
      }
      board.takeChanges()
      #expect(tester.text.contains("value \(burst * 100 + 20)"), "burst \(burst)")
      await Task.yield()
    }
  }

  @Test func aFloodKeepsFramesComingWithAtMostOneWakeWaiting() async {
    let (log, lines) = Receiver<String>.make(with: .hot)
    let value = Observer(0)
    let board = Board("Flood")
    board.panel("log").log(lines, keep: 100)
    board.panel("value").show(value) { TextWidget(["value \($0)"]) }
    let tester = BoardTester(board, size: TerminalSize(columns: 80, rows: 30))
    await tester.settle()
    let framesBefore = tester.framesPresented
    let (writers, linesEach) = (4, scaledForSanitizer(20_000))
    await whileFramesAreTaken(by: tester, writers: writers) { writer in
      for line in 1...linesEach {
        log.broadcast("writer \(writer) line \(line)")
        value.update(line)
      }
    }
    #expect(tester.framesPresented > framesBefore)
    // A wake is asked for only by the first write after a take: never two waiting.
    #expect(board.handoffStatistics.hops <= board.taking.takes + 1)
    // The log keeps its 100 lines and counts every other one as dropped.
    #expect(tester.text.contains("… \(writers * linesEach - 100) dropped"))
    #expect(tester.text.contains("value \(linesEach)"))
  }

  @Test func aDisposedWatchTakesNothingMoreAndIsForgotten() async {
    let value = Observer(0)
    let board = Board("Watch")
    let panel = board.panel("value")
    var heard: [Int] = []
    let subscription = panel.watch(value) { heard.append($0) }
    let tester = BoardTester(board)
    await tester.settle()
    value.update(1)
    await tester.settle()
    subscription.dispose()
    value.update(2)
    await tester.settle()
    #expect(heard == [0, 1])
    #expect(panel.bindings.isEmpty)
  }

  @Test func settlingLetsAValueThreeMainLoopTurnsAwayArrive() async {
    let value = Observer(0)
    let board = Board("Settle")
    board.panel("value").show(value) { TextWidget(["value \($0)"]) }
    let tester = BoardTester(board)
    await tester.settle()
    DispatchQueue.main.async {
      DispatchQueue.main.async {
        DispatchQueue.main.async { value.update(3) }
      }
    }
    await tester.settle()
    #expect(tester.text.contains("value 3"))
  }

  /// Each of settle's three rounds waits for one block on the main queue and then for its own
  /// continuation, two turns: a value written five blocks deep arrives, which two rounds (four
  /// turns) would not let through.
  @Test func settlingLetsAValueFiveMainQueueBlocksAwayArrive() async {
    let value = Observer(0)
    let board = Board("Settle")
    board.panel("value").show(value) { TextWidget(["value \($0)"]) }
    let tester = BoardTester(board)
    await tester.settle()
    @Sendable func nested(_ depth: Int) {
      DispatchQueue.main.async {
        if depth == 5 { value.update(5) } else { nested(depth + 1) }
      }
    }
    nested(1)
    await tester.settle()
    #expect(tester.text.contains("value 5"))
  }

  @Test func mainActorSourcesAreCountedAsSentAndHoppedLikeTheWritersValues() async {
    let board = Board("Main actor")
    let (stream, continuation) = AsyncStream.makeStream(of: Int.self)
    board.panel("stream").show(stream) { TextWidget(["value \($0)"]) }
    let value = Observer(0)
    board.panel("observer").show(value) { TextWidget(["observed \($0)"]) }
    let tester = BoardTester(board)
    for element in 1...3 { continuation.yield(element) }
    continuation.finish()
    value.update(7)
    let arrived = await tester.settle(until: { tester.text.contains("value 3") })
    #expect(arrived)
    let statistics = board.handoffStatistics
    // The observer's writes went into its mailbox (its first value and 7, folded into one take);
    // the three elements were delivered on the main actor, each a hop of their own.
    let written = board.panels[1].bindings.reduce(0) { $0 + $1.writes() }
    #expect(written == 2)
    #expect(statistics.sent == written + 3)
    #expect(statistics.hops >= 3 + 1)
    #expect(statistics.coalesced == 1)
  }

  /// A value the program shows itself on the main actor (from a key's action here) is counted
  /// as one sent and one hop, as a main-actor source's are; what a binding shows at frame time,
  /// a binding's first empty content and the board's own hand-off panel are not.
  @Test func aDirectShowIsCountedAsSentAndHoppedLikeAMainActorSourcesValue() async {
    let board = Board("Direct", handoffPanel: true)
    let direct = board.panel("direct")
    board.key("s", "show") { direct.show(TextWidget(["shown by a key"])) }
    let value = Observer(0)
    board.panel("observer").show(value) { TextWidget(["observed \($0)"]) }
    _ = board.panel("rows").rowFeed(order: .ascending) { (rows: [KeyedRow<Int, Int>]) in
      TextWidget(rows.map { "row \($0.key)" })
    }
    let tester = BoardTester(board)
    await tester.settle()
    let before = board.handoffStatistics
    let written = board.panels.flatMap(\.bindings).reduce(0) { $0 + $1.writes() }
    #expect(before.sent == written)
    #expect(before.hops == board.taking.wakes)
    tester.press(.character("s"))
    await tester.advance(by: .seconds(2))  // two samples of the hand-off panel
    #expect(tester.text.contains("shown by a key"))
    let after = board.handoffStatistics
    #expect(after.sent - before.sent == 1)
    #expect(after.hops - before.hops == 1)
  }
}
