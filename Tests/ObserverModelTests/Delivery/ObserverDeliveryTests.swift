import Clocks
import Dispatch
import ObserverModel
import TestSupport
import Testing

@Suite("Observer delivery contexts", .serialized, .serialExecutor, .timeLimit(.minutes(1)))
@MainActor
struct ObserverDeliveryTests {
  @Test func inlineRunsOnTheUpdatingThreadBeforeUpdateReturns() {
    let observer = Observer(0)
    let log = SendableLog<Int>()
    let subscription = observer.observe(on: .inline) { value in
      if value > 0 { #expect(onThread(named: "writer")) }
      log.append(value)
    }
    runOnNamedThread("writer") {
      observer.update(1)
      #expect(log.values == [0, 1], "inline delivery completes inside update")
    }
    subscription.dispose()
  }

  @Test func mainActorDeliversEveryValueInOrderOnTheMainActor() async {
    let observer = Observer(0)
    let log = MainActorLog<Int>()
    let subscription = observer.observe(on: .mainActor) { log.append($0) }
    runOnNamedThread("writer") {
      for value in 1...200 { observer.update(value) }
    }
    await log.wait { $0.last == 200 }
    #expect(log.values == Array(0...200))
    subscription.dispose()
  }

  @Test func mainActorSkippingInitialValueStartsWithTheNextUpdate() async {
    let observer = Observer(7)
    let log = MainActorLog<Int>()
    let subscription = observer.observe(on: .mainActor, skippingInitialValue: true) {
      log.append($0)
    }
    observer.update(8)
    await log.wait { $0.last == 8 }
    #expect(log.values == [8])
    subscription.dispose()
  }

  @Test func mainActorDeliveryIsAHopEvenFromTheMainActor() async {
    let observer = Observer(0)
    let log = MainActorLog<Int>()
    let subscription = observer.observe(on: .mainActor) { log.append($0) }
    observer.update(1)
    #expect(log.values.isEmpty, "delivery waits for the main queue to run the hop")
    await drainMainQueue()
    #expect(log.values == [0, 1])
    subscription.dispose()
  }

  @Test func latestOnlyDeliversOnlyTheNewestPendingValue() async {
    let observer = Observer(0)
    let log = MainActorLog<Int>()
    let monitor = HandoffMonitor()
    let subscription = observer.observe(on: .latestOnMainActor(monitor: monitor)) {
      log.append($0)
    }
    // The main actor is busy in this test, so every update lands in the one pending hop.
    for value in 1...1_000 { observer.update(value) }
    await drainMainQueue()
    #expect(log.values == [1_000])
    let statistics = monitor.statistics
    #expect(statistics.sent == 1_001)
    #expect(statistics.hops == 1)
    #expect(statistics.coalesced == 1_000)
    #expect(statistics.latencySamples == 1)
    #expect(statistics.maxPending == 1)
    #expect(statistics.pending == 0)
    subscription.dispose()
  }

  @Test func queueDeliversInOrderOnTheQueue() async {
    let queue = DispatchQueue(label: "observer-delivery-test")
    let observer = Observer(0)
    let log = SendableLog<Int>()
    let monitor = HandoffMonitor()
    let subscription = observer.observe(on: .queue(queue, monitor: monitor)) { value in
      dispatchPrecondition(condition: .onQueue(queue))
      log.append(value)
    }
    runOnNamedThread("writer") {
      for value in 1...100 { observer.update(value) }
    }
    await log.wait { $0.last == 100 }
    #expect(log.values == Array(0...100))
    #expect(monitor.statistics.hops == 101)
    #expect(monitor.statistics.coalesced == 0)
    #expect(monitor.statistics.pending == 0)
    subscription.dispose()
  }

  @Test func executorDeliversInOrderOnTheExecutor() async {
    let executor = QueueExecutor(label: "observer-executor-test")
    let observer = Observer(0)
    let log = SendableLog<Int>()
    let subscription = observer.observe(on: .executor(executor)) { value in
      dispatchPrecondition(condition: .onQueue(executor.queue))
      log.append(value)
    }
    runOnNamedThread("writer") {
      for value in 1...100 { observer.update(value) }
    }
    await log.wait { $0.last == 100 }
    #expect(log.values == Array(0...100))
    subscription.dispose()
  }

  @Test func disposeWhileAMainActorHopIsPendingStopsTheCallback() async {
    let observer = Observer(0)
    let log = MainActorLog<Int>()
    let every = observer.observe(on: .mainActor) { log.append($0) }
    let latest = observer.observe(on: .latestOnMainActor) { log.append($0) }
    observer.update(1)
    every.dispose()
    latest.dispose()
    await drainMainQueue()
    #expect(log.values.isEmpty, "no callback starts after dispose() returns on the main actor")
  }

  @Test func releasingTheDisposableEndsTheSubscription() async {
    let observer = Observer(0)
    let log = MainActorLog<Int>()
    do {
      _ = observer.observe(on: .mainActor) { log.append($0) }
    }
    #expect(observer.observerCount == 0)
    await drainMainQueue()
    #expect(log.values.isEmpty)
  }

  @Test func disposeWhileAQueueHopIsPendingStopsTheCallback() async {
    let queue = DispatchQueue(label: "observer-dispose-test")
    let observer = Observer(0)
    let log = SendableLog<Int>()
    // Hold the queue so the hops wait, and dispose before they run.
    let release = DispatchSemaphore(value: 0)
    queue.async { release.wait() }
    let subscription = observer.observe(on: .queue(queue)) { log.append($0) }
    observer.update(1)
    subscription.dispose()
    release.signal()
    await boundedWait("the queue drains") { waiter in queue.async { waiter.resume() } }
    #expect(log.values == [], "hops still queued when dispose() returned are dropped")
  }

  @Test func debounceWaitsForAQuietIntervalOnTheInjectedClock() async {
    await withSerialExecutor {
      let clock = TestClock()
      let observer = Observer(0)
      let log = SendableLog<Int>()
      let settings = ObservationDebounce(interval: .milliseconds(200))
      let subscription = observer.observe(on: .debounce(settings, clock: clock)) {
        log.append($0)
      }
      #expect(log.values == [0], "immediateFirst passes the current value at once")
      observer.update(1)
      observer.update(2)
      await clock.advance(by: .milliseconds(199))
      #expect(log.values == [0])
      await clock.advance(by: .milliseconds(1))
      #expect(log.values == [0, 2])
      observer.update(3)
      subscription.dispose()
      await clock.advance(by: .seconds(1))
      #expect(log.values == [0, 2], "a value waiting at dispose() is dropped")
    }
  }

  @Test func throttleDeliversOneValuePerWindow() async {
    await withSerialExecutor {
      let clock = TestClock()
      let observer = Observer(0)
      let log = SendableLog<Int>()
      let settings = ObservationThrottle(interval: .milliseconds(100), mode: .earliest)
      let subscription = observer.observe(
        on: .throttle(settings, clock: clock), skippingInitialValue: true
      ) { log.append($0) }
      observer.update(1)
      observer.update(2)
      observer.update(3)
      #expect(log.values == [1])
      await clock.advance(by: .milliseconds(100))
      #expect(log.values == [1, 2], "earliest mode keeps the window's first value")
      await clock.advance(by: .milliseconds(100))
      #expect(log.values == [1, 2])
      subscription.dispose()
    }
  }

  @Test func debounceOnMainActorDeliversOnTheMainActor() async {
    await withSerialExecutor {
      let clock = TestClock()
      let observer = Observer(0)
      let log = MainActorLog<Int>()
      let settings = ObservationDebounce(interval: .milliseconds(50), mode: .delayedFirst)
      let subscription = observer.observe(on: .debounceOnMainActor(settings, clock: clock)) {
        log.append($0)
      }
      observer.update(1)
      await clock.advance(by: .milliseconds(50))
      await drainMainQueue()
      #expect(log.values == [1])
      subscription.dispose()
    }
  }

  @Test func throttleOnMainActorDeliversOnTheMainActor() async {
    await withSerialExecutor {
      let clock = TestClock()
      let observer = Observer(0)
      let log = MainActorLog<Int>()
      let settings = ObservationThrottle(interval: .milliseconds(50))
      let subscription = observer.observe(on: .throttleOnMainActor(settings, clock: clock)) {
        log.append($0)
      }
      observer.update(1)
      observer.update(2)
      await drainMainQueue()
      #expect(log.values == [0])
      await clock.advance(by: .milliseconds(50))
      await drainMainQueue()
      #expect(log.values == [0, 2])
      subscription.dispose()
    }
  }

  @Test func valuesStartsWithTheCurrentValue() async {
    let observer = Observer(5)
    var iterator = observer.values(bufferingPolicy: .unbounded).makeAsyncIterator()
    #expect(await iterator.next() == 5)
    observer.update(6)
    #expect(await iterator.next() == 6)
  }

  @Test func valuesBufferingNewestKeepsOnlyTheLatest() async {
    let observer = Observer(0)
    var iterator = observer.values(bufferingPolicy: .bufferingNewest(1)).makeAsyncIterator()
    for value in 1...10 { observer.update(value) }
    #expect(await iterator.next() == 10)
  }

  @Test func cancellingTheIteratingTaskEndsTheSubscription() async {
    let observer = Observer(0)
    let stream = observer.values(bufferingPolicy: .unbounded)
    #expect(observer.observerCount == 1)
    let started = SendableLog<Int>()
    let task = Task {
      for await value in stream { started.append(value) }
    }
    await started.wait { !$0.isEmpty }
    task.cancel()
    await boundedValue(of: task, "the cancelled loop ends")
    #expect(observer.observerCount == 0)
  }
}
