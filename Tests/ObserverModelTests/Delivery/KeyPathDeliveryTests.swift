import Clocks
import Dispatch
import Observation
import ObserverModel
import Testing

@Suite("Key-path delivery contexts", .serialized, .serialExecutor, .timeLimit(.minutes(1)))
@MainActor
struct KeyPathDeliveryTests {
  @Test(.deliversInsideTheWrite) func mainActorDeliversEveryValueInOrderFromAWorker() async {
    let model = SharedCounter()
    let log = MainActorLog<Int>()
    let handle = model.observe(\.value, on: .mainActor) { log.append($0) }
    runOnNamedThread("writer") {
      for _ in 1...100 { model.increment() }
    }
    await log.wait { $0.last == 100 }
    #expect(log.values == Array(0...100))
    handle.cancel()
  }

  @Test(.deliversInsideTheWrite) func latestOnlyDeliversTheNewestValue() async {
    let model = SharedCounter()
    let log = MainActorLog<Int>()
    let monitor = HandoffMonitor()
    let handle = model.observe(\.value, on: .latestOnMainActor(monitor: monitor)) {
      log.append($0)
    }
    for _ in 1...100 { model.increment() }
    await drainMainQueue()
    #expect(log.values == [100])
    #expect(monitor.statistics.coalesced == 100)
    handle.cancel()
  }

  @Test(.deliversInsideTheWrite) func inlineRunsOnTheWritingThread() {
    let model = SharedCounter()
    let log = SendableLog<Int>()
    let handle = model.observe(\.value, on: .inline) { value in
      if value > 0 { #expect(onThread(named: "writer")) }
      log.append(value)
    }
    runOnNamedThread("writer") { model.increment() }
    #expect(log.values == [0, 1])
    handle.cancel()
  }

  @Test(.deliversInsideTheWrite) func queueAndExecutorDeliverWhereAsked() async {
    let model = SharedCounter()
    let queue = DispatchQueue(label: "keypath-queue-test")
    let executor = QueueExecutor(label: "keypath-executor-test")
    let onQueue = SendableLog<Int>()
    let onExecutor = SendableLog<Int>()
    let first = model.observe(\.value, on: .queue(queue)) { value in
      dispatchPrecondition(condition: .onQueue(queue))
      onQueue.append(value)
    }
    let second = model.observe(\.value, on: .executor(executor)) { value in
      dispatchPrecondition(condition: .onQueue(executor.queue))
      onExecutor.append(value)
    }
    runOnNamedThread("writer") {
      for _ in 1...30 { model.increment() }
    }
    await onQueue.wait { $0.last == 30 }
    await onExecutor.wait { $0.last == 30 }
    #expect(onQueue.values == Array(0...30))
    #expect(onExecutor.values == Array(0...30))
    first.cancel()
    second.cancel()
  }

  @Test func cancelWhileAHopIsPendingStopsTheCallback() async {
    let model = SharedCounter()
    let log = MainActorLog<Int>()
    let every = model.observe(\.value, on: .mainActor) { log.append($0) }
    let latest = model.observe(\.value, on: .latestOnMainActor) { log.append($0) }
    model.increment()
    every.cancel()
    latest.cancel()
    await drainMainQueue()
    #expect(log.values.isEmpty)
  }

  @Test func debounceOnMainActorOnTheInjectedClock() async {
    await withSerialExecutor {
      let clock = TestClock()
      let model = SharedCounter()
      let log = MainActorLog<Int>()
      let settings = ObservationDebounce(interval: .milliseconds(300))
      let handle = model.observe(\.value, on: .debounceOnMainActor(settings, clock: clock)) {
        log.append($0)
      }
      model.increment()
      model.increment()
      await drainMainQueue()
      #expect(log.values == [0])
      await clock.advance(by: .milliseconds(300))
      await drainMainQueue()
      #expect(log.values == [0, 2])
      handle.cancel()
    }
  }

  @Test func throttleOnTheInjectedClock() async {
    await withSerialExecutor {
      let clock = TestClock()
      let model = SharedCounter()
      let log = SendableLog<Int>()
      let settings = ObservationThrottle(interval: .milliseconds(300))
      let handle = model.observe(\.value, on: .throttle(settings, clock: clock)) {
        log.append($0)
      }
      model.increment()
      model.increment()
      #expect(log.values == [0])
      await clock.advance(by: .milliseconds(300))
      #expect(log.values == [0, 2])
      handle.cancel()
    }
  }
}
