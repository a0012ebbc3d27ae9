import Foundation
import Glance
import GlanceCore
import GlanceTesting
import ObserverModel
import TestSupport
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
    // All the waves (50,000; 5,000 under a sanitizer) are counted before the main actor takes
    // the total, in one take at 0 s: over the shortest span a rate is measured over, one
    // second, as nothing was counted before.
    let (first, second) = (scaledForSanitizer(50_000), scaledForSanitizer(10_000))
    whileMainActorIsBusy("a worker's \(first) waves", threads: 1) { _ in
      for wave in 1...first { transmitter.broadcast(wave) }
    }
    await tester.settle()
    #expect(shown == EventRate(count: first, window: .seconds(10), total: first, elapsed: .zero))
    #expect(shown.perSecond == Double(first))
    #expect(tester.text.contains("\(first) in 10 s: \(Double(first))/s"))

    await tester.advance(by: .seconds(5))
    for wave in 1...second { transmitter.broadcast(wave) }
    await tester.settle()
    #expect(shown.count == first + second)
    // Over the 5 s elapsed, not the 10 s window.
    #expect(shown.perSecond == Double(first + second) / 5)
    // At 10 s the first waves (learned of at 0 s) leave the window, with no new wave.
    await tester.advance(by: .seconds(5))
    #expect(shown == EventRate(count: second, window: .seconds(10), total: first + second))
    #expect(tester.text.contains("\(second) in 10 s: \(Double(second) / 10)/s"))
    await tester.advance(by: .seconds(5))
    #expect(shown == EventRate(count: 0, window: .seconds(10), total: first + second))
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
    let each = scaledForSanitizer(50_000)
    whileMainActorIsBusy("\(2 * each) broadcasts from two threads", threads: 2) { _ in
      for wave in 1...each { transmitter.broadcast(wave) }
    }
    await tester.settle()
    #expect(board.handoffStatistics.hops - hopsBefore == 1)
    #expect(deliveries - deliveriesBefore == 1)
    #expect(
      shown == EventRate(count: 2 * each, window: .seconds(1), total: 2 * each, elapsed: .zero))
  }
}
