import Clocks
import Dispatch
import Foundation
import ObserverModel
import Synchronization
import TestSupport
import Testing

/// An observer protocol for these tests.
protocol RoundObserver: AnyObject {
  func tick(_ count: Int)
}

/// Records its ticks from any thread.
final class RoundRecorder: RoundObserver, Sendable {
  let log = SendableLog<Int>()
  func tick(_ count: Int) { log.append(count) }
}

/// A main-actor view observing ticks.
@MainActor
final class RoundView: RoundObserver {
  let log = MainActorLog<Int>()
  nonisolated func tick(_ count: Int) {
    MainActor.assumeIsolated { log.append(count) }
  }
}

/// A thread-safe observable that ticks from any thread.
final class RoundSource: ObservableThreadSafeClass, @unchecked Sendable {}

@Suite("Protocol-typed delivery contexts", .serialized, .serialExecutor, .timeLimit(.minutes(1)))
@MainActor
struct ProtocolDeliveryTests {
  @Test func mainActorRoundsRunInOrderOnTheMainActor() async {
    let ticker = RoundSource()
    let view = RoundView()
    ticker.addObserver(view)
    runOnNamedThread("worker") {
      for count in 1...100 {
        ticker.withObservers(on: .mainActor) { (observer: RoundObserver) in observer.tick(count) }
      }
    }
    await view.log.wait { $0.last == 100 }
    #expect(view.log.values == Array(1...100))
  }

  @Test func latestOnlyRoundsKeepOnlyTheNewestBody() async {
    let ticker = RoundSource()
    let view = RoundView()
    ticker.addObserver(view)
    let monitor = HandoffMonitor()
    for count in 1...100 {
      ticker.withObservers(on: .latestOnMainActor(monitor: monitor)) {
        (observer: RoundObserver) in observer.tick(count)
      }
    }
    await drainMainQueue()
    #expect(view.log.values == [100])
    #expect(monitor.statistics.hops == 1)
    #expect(monitor.statistics.coalesced == 99)
  }

  @Test func onlyConformingObserversAreCalled() async {
    let ticker = RoundSource()
    let view = RoundView()
    let bystander = NSObject()
    ticker.addObserver(bystander)
    ticker.addObserver(view)
    ticker.withObservers(on: .mainActor) { (observer: RoundObserver) in observer.tick(1) }
    await view.log.wait { $0 == [1] }
    #expect(ticker.observerCount == 2)
  }

  @Test func anObserverRemovedBeforeTheHopIsNotCalled() async {
    let ticker = RoundSource()
    let view = RoundView()
    ticker.addObserver(view)
    ticker.withObservers(on: .mainActor) { (observer: RoundObserver) in observer.tick(1) }
    ticker.removeObserver(view)
    await drainMainQueue()
    #expect(view.log.values.isEmpty)
  }

  @Test func singleThreadedObservableDeliversOnTheMainActor() async {
    let observable = ObservableClass()
    let view = RoundView()
    observable.addObserver(view)
    observable.withObservers(on: .mainActor) { (observer: RoundObserver) in observer.tick(1) }
    observable.withObservers(on: .latestOnMainActor) { (observer: RoundObserver) in
      observer.tick(2)
    }
    await drainMainQueue()
    #expect(view.log.values == [1, 2])
  }

  @Test func observableThreadDeliversOnTheMainActor() async {
    let thread = ObservableThread()
    let view = RoundView()
    thread.addObserver(view)
    thread.withObservers(on: .mainActor) { (observer: RoundObserver) in observer.tick(3) }
    await view.log.wait { $0 == [3] }
  }

  @Test func queueAndExecutorRoundsRunWhereAsked() async {
    let ticker = RoundSource()
    let recorder = RoundRecorder()
    ticker.addObserver(recorder)
    let queue = DispatchQueue(label: "protocol-queue-test")
    let executor = QueueExecutor(label: "protocol-executor-test")
    for count in 1...20 {
      ticker.withObservers(on: .queue(queue)) { (observer: RoundObserver) in
        dispatchPrecondition(condition: .onQueue(queue))
        observer.tick(count)
      }
    }
    await recorder.log.wait { $0.count == 20 }
    for count in 21...40 {
      ticker.withObservers(on: .executor(executor)) { (observer: RoundObserver) in
        dispatchPrecondition(condition: .onQueue(executor.queue))
        observer.tick(count)
      }
    }
    await recorder.log.wait { $0.count == 40 }
    #expect(recorder.log.values == Array(1...40))
  }

  @Test func inlineRoundsRunBeforeReturning() {
    let ticker = RoundSource()
    let recorder = RoundRecorder()
    ticker.addObserver(recorder)
    ticker.withObservers(on: .inline) { (observer: RoundObserver) in observer.tick(1) }
    #expect(recorder.log.values == [1])
  }

  @Test func debouncedRoundsOnTheInjectedClock() async {
    await withSerialExecutor {
      let clock = TestClock()
      let ticker = RoundSource()
      let recorder = RoundRecorder()
      ticker.addObserver(recorder)
      let settings = ObservationDebounce(interval: .seconds(1), mode: .delayedFirst)
      for count in 1...3 {
        ticker.withObservers(on: .debounce(settings, clock: clock)) {
          (observer: RoundObserver) in observer.tick(count)
        }
      }
      #expect(recorder.log.values == [])
      await clock.advance(by: .seconds(1))
      #expect(recorder.log.values == [3])
    }
  }

  @Test func throttledMainActorRoundsOnTheInjectedClock() async {
    await withSerialExecutor {
      let clock = TestClock()
      let ticker = RoundSource()
      let view = RoundView()
      ticker.addObserver(view)
      let settings = ObservationThrottle(interval: .seconds(1))
      for count in 1...3 {
        ticker.withObservers(on: .throttleOnMainActor(settings, clock: clock)) {
          (observer: RoundObserver) in observer.tick(count)
        }
      }
      await drainMainQueue()
      #expect(view.log.values == [1])
      await clock.advance(by: .seconds(1))
      await drainMainQueue()
      #expect(view.log.values == [1, 3])
    }
  }

  @Test func changesYieldsOncePerDeliveredHop() async {
    let ticker = RoundSource()
    var iterator = ticker.changes(bufferingPolicy: .unbounded).makeAsyncIterator()
    ticker.notifyChange()
    ticker.notifyChange()
    ticker.notifyChange()
    await drainMainQueue()
    ticker.notifyChange()
    await drainMainQueue()
    #expect(await iterator.next() != nil)
    #expect(await iterator.next() != nil)
    let statistics = ticker.changeStatistics
    #expect(statistics.sent == 4)
    #expect(statistics.hops == 2)
    #expect(statistics.coalesced == 2)
  }

  @Test func cancellingTheIteratingTaskEndsTheChangesStream() async {
    let observable = ObservableClass()
    let stream = observable.changes(bufferingPolicy: .bufferingNewest(1))
    let seen = SendableLog<Int>()
    let task = Task {
      for await _ in stream { seen.append(1) }
      seen.append(0)
    }
    observable.notifyChange()
    await seen.wait { $0 == [1] }
    task.cancel()
    await boundedValue(of: task, "the cancelled loop ends")
    #expect(seen.values == [1, 0], "the loop ends when its task is cancelled")
  }
}
