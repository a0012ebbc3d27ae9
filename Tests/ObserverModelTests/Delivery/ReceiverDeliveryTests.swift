import Clocks
import Dispatch
import ObserverModel
import TestSupport
import Testing

@Suite("Receiver delivery contexts", .serialized, .serialExecutor, .timeLimit(.minutes(1)))
@MainActor
struct ReceiverDeliveryTests {
  @Test func inlineRunsOnTheBroadcastingThread() {
    let (transmitter, receiver) = Receiver<Int>.make()
    let log = SendableLog<Int>()
    let subscription = receiver.listen(on: .inline) { wave in
      #expect(onThread(named: "broadcaster"))
      log.append(wave)
    }
    runOnNamedThread("broadcaster") {
      transmitter.broadcast(1)
      #expect(log.values == [1])
    }
    subscription.dispose()
  }

  @Test func mainActorDeliversTheReplayThenEveryWaveInOrder() async {
    let (transmitter, receiver) = Receiver<Int>.make(with: .warm(upTo: 2))
    transmitter.broadcast(1)
    transmitter.broadcast(2)
    let log = MainActorLog<Int>()
    let subscription = receiver.listen(on: .mainActor) { log.append($0) }
    runOnNamedThread("broadcaster") {
      for wave in 3...100 { transmitter.broadcast(wave) }
    }
    await log.wait { $0.last == 100 }
    #expect(log.values == Array(1...100))
    subscription.dispose()
  }

  @Test func latestOnlyCoalescesWhileTheMainActorIsBusy() async {
    let (transmitter, receiver) = Receiver<Int>.make()
    let log = MainActorLog<Int>()
    let monitor = HandoffMonitor()
    let subscription = receiver.listen(on: .latestOnMainActor(monitor: monitor)) {
      log.append($0)
    }
    for wave in 1...500 { transmitter.broadcast(wave) }
    await drainMainQueue()
    #expect(log.values == [500])
    #expect(monitor.statistics.coalesced == 499)
    subscription.dispose()
  }

  @Test func listenOnAnOperatorChainDeliversMappedWaves() async {
    let (transmitter, receiver) = Receiver<Int>.make()
    let log = MainActorLog<String>()
    let subscription = receiver.map { "#\($0)" }.listen(on: .mainActor) { log.append($0) }
    transmitter.broadcast(1)
    transmitter.broadcast(2)
    await log.wait { $0.count == 2 }
    #expect(log.values == ["#1", "#2"])
    subscription.dispose()
  }

  @Test func queueAndExecutorDeliverWhereAsked() async {
    let (transmitter, receiver) = Receiver<Int>.make()
    let queue = DispatchQueue(label: "receiver-queue-test")
    let executor = QueueExecutor(label: "receiver-executor-test")
    let onQueue = SendableLog<Int>()
    let onExecutor = SendableLog<Int>()
    let first = receiver.listen(on: .queue(queue)) { wave in
      dispatchPrecondition(condition: .onQueue(queue))
      onQueue.append(wave)
    }
    let second = receiver.listen(on: .executor(executor)) { wave in
      dispatchPrecondition(condition: .onQueue(executor.queue))
      onExecutor.append(wave)
    }
    runOnNamedThread("broadcaster") {
      for wave in 1...50 { transmitter.broadcast(wave) }
    }
    await onQueue.wait { $0.count == 50 }
    await onExecutor.wait { $0.count == 50 }
    #expect(onQueue.values == Array(1...50))
    #expect(onExecutor.values == Array(1...50))
    first.dispose()
    second.dispose()
  }

  @Test func disposeWhileAHopIsPendingStopsTheHandler() async {
    let (transmitter, receiver) = Receiver<Int>.make()
    let log = MainActorLog<Int>()
    let every = receiver.listen(on: .mainActor) { log.append($0) }
    let latest = receiver.listen(on: .latestOnMainActor) { log.append($0) }
    transmitter.broadcast(1)
    every.dispose()
    latest.dispose()
    await drainMainQueue()
    #expect(log.values.isEmpty)
    #expect(transmitter.listenerCount == 0)
  }

  @Test func anIgnoredDisposableKeepsListeningLikeListen() async {
    let (transmitter, receiver) = Receiver<Int>.make()
    let log = MainActorLog<Int>()
    receiver.listen(on: .mainActor) { log.append($0) }
    transmitter.broadcast(1)
    await log.wait { $0 == [1] }
    #expect(transmitter.listenerCount == 1)
  }

  @Test func debounceOnTheInjectedClock() async {
    await withSerialExecutor {
      let clock = TestClock()
      let (transmitter, receiver) = Receiver<Int>.make()
      let log = SendableLog<Int>()
      let settings = ObservationDebounce(interval: .seconds(1), mode: .delayedFirst)
      let subscription = receiver.listen(on: .debounce(settings, clock: clock)) {
        log.append($0)
      }
      transmitter.broadcast(1)
      transmitter.broadcast(2)
      await clock.advance(by: .milliseconds(999))
      #expect(log.values == [])
      await clock.advance(by: .milliseconds(1))
      #expect(log.values == [2])
      subscription.dispose()
    }
  }

  @Test func throttleOnMainActorOnTheInjectedClock() async {
    await withSerialExecutor {
      let clock = TestClock()
      let (transmitter, receiver) = Receiver<Int>.make()
      let log = MainActorLog<Int>()
      let settings = ObservationThrottle(interval: .seconds(1))
      let subscription = receiver.listen(on: .throttleOnMainActor(settings, clock: clock)) {
        log.append($0)
      }
      transmitter.broadcast(1)
      transmitter.broadcast(2)
      transmitter.broadcast(3)
      await drainMainQueue()
      #expect(log.values == [1])
      await clock.advance(by: .seconds(1))
      await drainMainQueue()
      #expect(log.values == [1, 3])
      subscription.dispose()
    }
  }

  @Test func valuesWithABufferingPolicy() async {
    let (transmitter, receiver) = Receiver<Int>.make(with: .cold)
    transmitter.broadcast(1)
    var iterator = receiver.values(bufferingPolicy: .bufferingOldest(2)).makeAsyncIterator()
    transmitter.broadcast(2)
    transmitter.broadcast(3)
    #expect(await iterator.next() == 1)
    #expect(await iterator.next() == 2)
    transmitter.broadcast(4)
    #expect(await iterator.next() == 4, "3 did not fit in the two-wave buffer")
  }

  @Test func cancellingTheIteratingTaskEndsTheListener() async {
    let (transmitter, receiver) = Receiver<Int>.make()
    let stream = receiver.values(bufferingPolicy: .unbounded)
    #expect(transmitter.listenerCount == 1)
    let seen = SendableLog<Int>()
    let task = Task {
      for await wave in stream { seen.append(wave) }
    }
    transmitter.broadcast(1)
    await seen.wait { !$0.isEmpty }
    task.cancel()
    await boundedValue(of: task, "the cancelled loop ends")
    #expect(transmitter.listenerCount == 0)
  }
}
