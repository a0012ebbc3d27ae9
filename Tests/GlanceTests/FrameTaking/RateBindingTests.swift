import Foundation
import Glance
import GlanceCore
import GlanceTesting
import ObserverModel
import Testing

@MainActor
@Suite(.timeLimit(.minutes(1)))
struct RateBindingTests {
  @Test func aRateCountsEveryWaveOfAFastWorkerExactlyOverItsWindow() async {
    let (transmitter, receiver) = Receiver<Int>.make(with: .hot)
    let board = Board("Rate")
    var shown = EventRate(count: -1, window: .zero, total: -1)
    board.panel("rate").showRate(of: receiver, over: .seconds(10)) { rate in
      shown = rate
      return TextWidget(["\(rate.count) in 10 s: \(rate.perSecond)/s"])
    }
    let tester = BoardTester(board)
    await tester.settle()
    #expect(shown == EventRate(count: 0, window: .seconds(10), total: 0, elapsed: .zero))
    // All 50,000 are counted before the main actor takes the total, in one take at 0 s: over
    // the shortest span a rate is measured over, one second, as nothing was counted before.
    whileMainActorIsBusy("a worker's 50,000 waves", threads: 1) { _ in
      for wave in 1...50_000 { transmitter.broadcast(wave) }
    }
    await tester.settle()
    #expect(shown == EventRate(count: 50_000, window: .seconds(10), total: 50_000, elapsed: .zero))
    #expect(shown.perSecond == 50_000)
    #expect(tester.text.contains("50000 in 10 s: 50000.0/s"))

    await tester.advance(by: .seconds(5))
    for wave in 1...10_000 { transmitter.broadcast(wave) }
    await tester.settle()
    #expect(shown.count == 60_000)
    // Over the 5 s elapsed, not the 10 s window.
    #expect(shown.perSecond == 12_000)
    // At 10 s the first 50,000 (learned of at 0 s) leave the window, with no new wave.
    await tester.advance(by: .seconds(5))
    #expect(shown == EventRate(count: 10_000, window: .seconds(10), total: 60_000))
    #expect(tester.text.contains("10000 in 10 s: 1000.0/s"))
    await tester.advance(by: .seconds(5))
    #expect(shown == EventRate(count: 0, window: .seconds(10), total: 60_000))
  }

  @Test func replayedWavesCountToo() async {
    let (transmitter, receiver) = Receiver<Int>.make(with: .warm(upTo: 3))
    for wave in 1...5 { transmitter.broadcast(wave) }
    let board = Board("Rate")
    var shown: EventRate?
    board.panel("rate").showRate(of: receiver, over: .seconds(1)) { rate in
      shown = rate
      return TextWidget(["\(rate.count)"])
    }
    let tester = BoardTester(board)
    await tester.settle()
    #expect(shown?.count == 3)
  }

  @Test func aFastBroadcasterCostsTheMainActorOneHopAndNoCount() async {
    let (transmitter, receiver) = Receiver<Int>.make(with: .hot)
    let board = Board("Rate")
    var shown: EventRate?
    var deliveries = 0
    board.panel("rate").showRate(of: receiver, over: .seconds(1)) { rate in
      shown = rate
      deliveries += 1
      return TextWidget(["\(rate.count)"])
    }
    let tester = BoardTester(board)
    await tester.settle()
    let (hopsBefore, deliveriesBefore) = (board.handoffStatistics.hops, deliveries)
    whileMainActorIsBusy("100,000 broadcasts from two threads", threads: 2) { _ in
      for wave in 1...50_000 { transmitter.broadcast(wave) }
    }
    await tester.settle()
    #expect(board.handoffStatistics.hops - hopsBefore == 1)
    #expect(deliveries - deliveriesBefore == 1)
    #expect(shown == EventRate(count: 100_000, window: .seconds(1), total: 100_000, elapsed: .zero))
  }
}
