import ObserverModel
import TestSupport
import Testing

/// One test per bug of the original Receiver (see DESIGN.md), so none can come back.
@Suite struct ReceiverRegressionTests {
  @Test func hundredsOfListenersNeverOverwriteEachOther() {
    let (transmitter, receiver) = Receiver<Int>.make()
    let counts = (0..<500).map { _ in CallCounter() }
    for counter in counts { receiver.listen { _ in counter.increment() } }
    #expect(transmitter.listenerCount == 500)
    for wave in 0..<3 { transmitter.broadcast(wave) }
    #expect(counts.allSatisfy { $0.count == 3 })
  }

  @Test(arguments: [ReceiverStrategy.cold, .warm(upTo: 5)])
  func aNewListenerDoesNotReplayToEarlierListeners(strategy: ReceiverStrategy) {
    let (transmitter, receiver) = Receiver<Int>.make(with: strategy)
    let first = TestLog<Int>()
    let second = TestLog<Int>()
    let third = TestLog<Int>()
    transmitter.broadcast(1)
    transmitter.broadcast(2)
    receiver.listen { first.append($0) }
    receiver.listen { second.append($0) }
    transmitter.broadcast(3)
    receiver.listen { third.append($0) }
    #expect(first.values == [1, 2, 3])
    #expect(second.values == [1, 2, 3])
    #expect(third.values == [1, 2, 3])
  }

  @Test func mapOverAColdReceiverReplaysMappedWaves() {
    let (transmitter, receiver) = Receiver<Int>.make(with: .cold)
    transmitter.broadcast(1)
    transmitter.broadcast(2)
    let mapped = receiver.map { "#\($0)" }
    let first = TestLog<String>()
    let second = TestLog<String>()
    mapped.listen { first.append($0) }
    transmitter.broadcast(3)
    mapped.listen { second.append($0) }
    #expect(first.values == ["#1", "#2", "#3"])
    #expect(second.values == ["#1", "#2", "#3"])
  }

  @Test func broadcastFromInsideAHandlerNeitherDeadlocksNorDrops() {
    let (transmitter, receiver) = Receiver<Int>.make()
    let log = TestLog<String>()
    receiver.listen { wave in
      log.append("A\(wave)")
      if wave == 1 {
        transmitter.broadcast(2)
        transmitter.broadcast(3)
      }
    }
    receiver.listen { log.append("B\($0)") }
    transmitter.broadcast(1)
    // Nested broadcasts are queued after the current round, first in, first out.
    #expect(log.values == ["A1", "B1", "A2", "B2", "A3", "B3"])
  }

  @Test func disposeFromInsideAHandlerOfAnotherListenerNeitherDeadlocksNorDelivers() {
    let (transmitter, receiver) = Receiver<Int>.make()
    let log = TestLog<String>()
    let victim = TestLog<Disposable>()
    receiver.listen { wave in
      log.append("killer \(wave)")
      victim.values.first?.dispose()
    }
    victim.append(receiver.listen { log.append("victim \($0)") })
    transmitter.broadcast(1)
    transmitter.broadcast(2)
    #expect(log.values == ["killer 1", "killer 2"])
  }

  @Test func disposingTheLastDerivedListenerUnsubscribesUpstream() {
    let (transmitter, receiver) = Receiver<Int>.make(with: .cold)
    let chain = receiver.map { $0 + 1 }.filter { $0 > 0 }.skipRepeats().withPrevious()
    let first = chain.listen { _ in }
    let second = chain.listen { _ in }
    #expect(transmitter.listenerCount == 2)
    first.dispose()
    #expect(transmitter.listenerCount == 1)
    second.dispose()
    #expect(transmitter.listenerCount == 0)
  }

  @Test func combineAndMergeReleaseBothUpstreams() {
    let (leftTransmitter, left) = Receiver<Int>.make()
    let (rightTransmitter, right) = Receiver<String>.make()
    let combined = left.combine(with: right).listen { _ in }
    let merged = left.merge(with: left.map { $0 * 2 }).listen { _ in }
    #expect(leftTransmitter.listenerCount == 3)
    #expect(rightTransmitter.listenerCount == 1)
    combined.dispose()
    merged.dispose()
    #expect(leftTransmitter.listenerCount == 0)
    #expect(rightTransmitter.listenerCount == 0)
  }

  @Test func takeUnsubscribesUpstreamOnceDone() {
    let (transmitter, receiver) = Receiver<Int>.make(with: .cold)
    transmitter.broadcast(1)
    let log = TestLog<Int>()
    receiver.take(count: 2).listen { log.append($0) }
    #expect(transmitter.listenerCount == 1)
    transmitter.broadcast(2)
    #expect(transmitter.listenerCount == 0)
    transmitter.broadcast(3)
    #expect(log.values == [1, 2])
    // Finished during the replay: never left subscribed.
    receiver.take(count: 1).listen { log.append($0) }
    #expect(transmitter.listenerCount == 0)
    #expect(log.values == [1, 2, 1])
  }

  @Test func hotKeepsNoBufferAndWarmKeepsAtMostItsLimit() {
    let (hot, hotReceiver) = Receiver<Int>.make(with: .hot)
    let (warm, _) = Receiver<Int>.make(with: .warm(upTo: 3))
    hotReceiver.listen { _ in }
    for wave in 0..<10_000 {
      hot.broadcast(wave)
      warm.broadcast(wave)
    }
    #expect(hot.bufferedWaveCount == 0)
    #expect(warm.bufferedWaveCount == 3)
    #expect(warm.bufferedWaves == [9997, 9998, 9999])
  }
}
