import ObserverModel
import TestSupport
import Testing

/// Each operator's documented output.
@Suite(.timeLimit(.minutes(1))) struct ReceiverOperatorTests {
  /// Broadcasts `waves` on a fresh hot receiver after `derive` has a listener; returns what it
  /// heard.
  private func output<Output: Sendable>(
    of waves: [Int], _ derive: (Receiver<Int>) -> Receiver<Output>
  ) -> [Output] {
    let (transmitter, receiver) = Receiver<Int>.make()
    let log = TestLog<Output>()
    derive(receiver).listen { log.append($0) }
    for wave in waves { transmitter.broadcast(wave) }
    return log.values
  }

  @Test func mapTransformsEachWave() {
    #expect(output(of: [1, 2]) { $0.map { $0 * 10 } } == [10, 20])
  }

  @Test func mapThenListenWorksAsAOneLiner() {
    let (transmitter, receiver) = Receiver<Int>.make()
    let log = TestLog<String>()
    receiver.map { "wave \($0)" }.listen { log.append($0) }
    transmitter.broadcast(1)
    #expect(log.values == ["wave 1"])
  }

  @Test func filterKeepsMatchingWaves() {
    #expect(output(of: [1, 2, 3, 4]) { $0.filter { $0.isMultiple(of: 2) } } == [2, 4])
  }

  @Test func withPreviousPairsEachWaveWithTheOneBefore() {
    let pairs = output(of: [1, 2, 3]) { $0.withPrevious() }
    #expect(pairs.map(\.0) == [nil, 1, 2])
    #expect(pairs.map(\.1) == [1, 2, 3])
  }

  @Test func skipDropsTheFirstWaves() {
    #expect(output(of: [1, 2, 3, 4]) { $0.skip(count: 2) } == [3, 4])
    #expect(output(of: [1, 2]) { $0.skip(count: 0) } == [1, 2])
    #expect(output(of: [1, 2]) { $0.skip(count: 5) } == [])
  }

  @Test func takeKeepsTheFirstWaves() {
    #expect(output(of: [1, 2, 3, 4]) { $0.take(count: 2) } == [1, 2])
    #expect(output(of: [1, 2]) { $0.take(count: 0) } == [])
    #expect(output(of: [1, 2]) { $0.take(count: 5) } == [1, 2])
  }

  @Test func skipRepeatsDropsConsecutiveDuplicates() {
    #expect(output(of: [1, 1, 2, 2, 1]) { $0.skipRepeats() } == [1, 2, 1])
  }

  @Test func skipRepeatsByUsesThePredicate() {
    let output = output(of: [1, 3, 4, 6, 7]) {
      $0.skipRepeats { $0.isMultiple(of: 2) == $1.isMultiple(of: 2) }
    }
    #expect(output == [1, 4, 7])
  }

  @Test func uniqueValuesDropsEverythingSeenBefore() {
    #expect(output(of: [1, 2, 1, 3, 2]) { $0.uniqueValues() } == [1, 2, 3])
  }

  @Test func skipNilUnwraps() {
    let (transmitter, receiver) = Receiver<Int?>.make()
    let log = TestLog<Int>()
    receiver.skipNil().listen { log.append($0) }
    for wave in [1, nil, 2, nil] { transmitter.broadcast(wave) }
    #expect(log.values == [1, 2])
  }

  @Test func combineSendsTheLatestOfBothOnceBothHaveAValue() {
    let (letters, letterReceiver) = Receiver<String>.make()
    let (numbers, numberReceiver) = Receiver<Int>.make()
    let log = TestLog<String>()
    letterReceiver.combine(with: numberReceiver).listen { log.append("\($0.0)\($0.1)") }
    numbers.broadcast(0)
    letters.broadcast("a")
    numbers.broadcast(1)
    numbers.broadcast(2)
    letters.broadcast("b")
    #expect(log.values == ["a0", "a1", "a2", "b2"])
  }

  @Test func combineKeepsBothReplays() {
    let (letters, letterReceiver) = Receiver<String>.make(with: .cold)
    let (numbers, numberReceiver) = Receiver<Int>.make(with: .warm(upTo: 1))
    letters.broadcast("a")
    letters.broadcast("b")
    numbers.broadcast(1)
    numbers.broadcast(2)
    let log = TestLog<String>()
    letterReceiver.combine(with: numberReceiver).listen { log.append("\($0.0)\($0.1)") }
    #expect(log.values == ["b2"])
  }

  @Test func mergeInterleavesInArrivalOrder() {
    let (left, leftReceiver) = Receiver<Int>.make()
    let (right, rightReceiver) = Receiver<Int>.make()
    let log = TestLog<Int>()
    Receiver.merge([leftReceiver, rightReceiver]).listen { log.append($0) }
    left.broadcast(1)
    right.broadcast(2)
    left.broadcast(3)
    #expect(log.values == [1, 2, 3])
  }

  @Test func mergeWithReplaysEachUpstreamInTurn() {
    let (left, leftReceiver) = Receiver<Int>.make(with: .cold)
    let (right, rightReceiver) = Receiver<Int>.make(with: .cold)
    left.broadcast(1)
    right.broadcast(10)
    left.broadcast(2)
    let log = TestLog<Int>()
    leftReceiver.merge(with: rightReceiver).listen { log.append($0) }
    #expect(log.values == [1, 2, 10])
  }

  @Test func operatorsKeepStatePerListener() {
    let (transmitter, receiver) = Receiver<Int>.make(with: .cold)
    let skipped = receiver.skip(count: 1)
    let first = TestLog<Int>()
    let second = TestLog<Int>()
    transmitter.broadcast(1)
    transmitter.broadcast(2)
    skipped.listen { first.append($0) }
    transmitter.broadcast(3)
    skipped.listen { second.append($0) }
    #expect(first.values == [2, 3])
    #expect(second.values == [2, 3])
  }

  @Test func operatorChainsKeepTheUpstreamReplay() {
    let (transmitter, receiver) = Receiver<Int>.make(with: .warm(upTo: 3))
    for wave in 1...5 { transmitter.broadcast(wave) }
    let log = TestLog<Int>()
    receiver.filter { $0 != 4 }.map { $0 * 2 }.listen { log.append($0) }
    #expect(log.values == [6, 10])
  }

  @Test func limitingReplayCapsWhatANewListenerGets() {
    let (transmitter, receiver) = Receiver<Int>.make(with: .cold)
    for wave in 1...5 { transmitter.broadcast(wave) }
    let recent = TestLog<Int>()
    let live = TestLog<Int>()
    receiver.limitingReplay(to: 2).listen { recent.append($0) }
    receiver.limitingReplay(to: 0).listen { live.append($0) }
    transmitter.broadcast(6)
    #expect(recent.values == [4, 5, 6])
    #expect(live.values == [6])
  }

  @Test func valuesIsAnAsyncSequenceOfTheWaves() async {
    let (transmitter, receiver) = Receiver<Int>.make(with: .cold)
    transmitter.broadcast(1)
    transmitter.broadcast(2)
    var heard: [Int] = []
    do {
      let stream = receiver.values
      transmitter.broadcast(3)
      for await wave in stream {
        heard.append(wave)
        if heard.count == 3 { break }
      }
    }
    #expect(heard == [1, 2, 3])
    #expect(transmitter.listenerCount == 0)
  }
}
