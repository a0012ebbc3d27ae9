import ObserverModel
import TestSupport
import Testing

/// The behaviours of the original Receiver's own test suite.
@Suite struct ReceiverTests {
  @Test func everyListenerHearsEveryBroadcast() {
    let (transmitter, receiver) = Receiver<Int>.make()
    let first = TestLog<Int>()
    let second = TestLog<Int>()
    receiver.listen { first.append($0) }
    receiver.listen { second.append($0) }
    for wave in 1...3 { transmitter.broadcast(wave) }
    transmitter.broadcast(3)
    #expect(first.values == [1, 2, 3, 3])
    #expect(second.values == [1, 2, 3, 3])
  }

  @Test func theDefaultStrategyIsHot() {
    let (transmitter, _) = Receiver<Int>.make()
    #expect(transmitter.strategy == .hot)
  }

  @Test func hotDropsWavesBroadcastBeforeListening() {
    let (transmitter, receiver) = Receiver<Int>.make(with: .hot)
    let log = TestLog<Int>()
    transmitter.broadcast(1)
    transmitter.broadcast(2)
    receiver.listen { log.append($0) }
    transmitter.broadcast(3)
    #expect(log.values == [3])
  }

  @Test(arguments: [(0, [Int]()), (1, [2]), (2, [1, 2]), (3, [1, 2])])
  func warmReplaysAtMostItsLimit(limit: Int, replayed: [Int]) {
    let (transmitter, receiver) = Receiver<Int>.make(with: .warm(upTo: limit))
    let log = TestLog<Int>()
    transmitter.broadcast(1)
    transmitter.broadcast(2)
    receiver.listen { log.append($0) }
    #expect(log.values == replayed)
    transmitter.broadcast(3)
    #expect(log.values == replayed + [3])
  }

  @Test func warmUpToThreeOverFiveWavesReplaysTheLastThree() {
    let (transmitter, receiver) = Receiver<Int>.make(with: .warm(upTo: 3))
    let log = TestLog<Int>()
    for wave in 1...5 { transmitter.broadcast(wave) }
    receiver.listen { log.append($0) }
    #expect(log.values == [3, 4, 5])
    #expect(transmitter.bufferedWaveCount == 3)
  }

  @Test func coldReplaysEverything() {
    let (transmitter, receiver) = Receiver<Int>.make(with: .cold)
    let log = TestLog<Int>()
    for wave in 1...3 { transmitter.broadcast(wave) }
    receiver.listen { log.append($0) }
    transmitter.broadcast(4)
    #expect(log.values == [1, 2, 3, 4])
  }

  @Test func thePairOutlivesTheScopeThatMadeIt() {
    func makePair() -> (Receiver<String>.Transmitter, Receiver<String>) {
      Receiver<String>.make()
    }
    let (transmitter, receiver) = makePair()
    let log = TestLog<String>()
    receiver.listen { log.append($0) }
    transmitter.broadcast("still here")
    #expect(log.values == ["still here"])
  }

  @Test func aListenerWhoseResultIsIgnoredKeepsListening() {
    let (transmitter, receiver) = Receiver<Int>.make()
    let log = TestLog<Int>()
    receiver.listen { log.append($0) }
    transmitter.broadcast(1)
    transmitter.broadcast(2)
    #expect(log.values == [1, 2])
    #expect(transmitter.listenerCount == 1)
  }

  @Test func listenReturnsADetachedDisposable() {
    let (transmitter, receiver) = Receiver<Int>.make()
    let log = TestLog<Int>()
    var disposable: Disposable? = receiver.listen { log.append($0) }
    #expect(disposable?.disposesOnRelease == false)
    disposable = nil
    transmitter.broadcast(1)
    #expect(log.values == [1])
  }

  @Test func disposeStopsOneListenerAndLeavesTheRest() {
    let (transmitter, receiver) = Receiver<Int>.make()
    let first = TestLog<Int>()
    let second = TestLog<Int>()
    let disposable = receiver.listen { first.append($0) }
    receiver.listen { second.append($0) }
    transmitter.broadcast(1)
    disposable.dispose()
    transmitter.broadcast(2)
    #expect(first.values == [1])
    #expect(second.values == [1, 2])
    #expect(transmitter.listenerCount == 1)
  }

  @Test func aReleasedDisposeBagDisposesAllItsListeners() {
    let (transmitter, receiver) = Receiver<Int>.make()
    let log = TestLog<Int>()
    var bag: DisposeBag? = DisposeBag()
    receiver.listen { log.append($0) }.disposed(by: bag!)
    receiver.map { $0 * 10 }.listen { log.append($0) }.disposed(by: bag!)
    transmitter.broadcast(1)
    bag = nil
    transmitter.broadcast(2)
    #expect(log.values == [1, 10])
    #expect(transmitter.listenerCount == 0)
  }

  @Test func aListenerCanDisposeItselfFromItsOwnHandler() {
    let (transmitter, receiver) = Receiver<Int>.make()
    let log = TestLog<Int>()
    let handle = TestLog<Disposable>()
    handle.append(
      receiver.listen { wave in
        log.append(wave)
        handle.values.first?.dispose()
      })
    transmitter.broadcast(1)
    transmitter.broadcast(2)
    #expect(log.values == [1])
  }

  @Test func replayedWavesPrecedeLiveOnesForAListenerAddedInsideAHandler() {
    let (transmitter, receiver) = Receiver<Int>.make(with: .cold)
    let log = TestLog<String>()
    transmitter.broadcast(1)
    receiver.listen { wave in
      log.append("outer \(wave)")
      if wave == 2 {
        receiver.listen { log.append("inner \($0)") }
        transmitter.broadcast(3)
      }
    }
    transmitter.broadcast(2)
    #expect(
      log.values == ["outer 1", "outer 2", "inner 1", "inner 2", "outer 3", "inner 3"])
  }
}
