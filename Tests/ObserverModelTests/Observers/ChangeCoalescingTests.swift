import Foundation
import ObserverModel
import Synchronization
import TestSupport
import Testing

@Suite("notifyChange coalescing", .timeLimit(.minutes(1)))
@MainActor
struct ChangeCoalescingTests {
  /// Runs `body` on a new thread and blocks until it returns.
  private func runOnWorker(_ body: @escaping @Sendable () -> Void) {
    let done = DispatchSemaphore(value: 0)
    let worker = Thread {
      body()
      done.signal()
    }
    worker.start()
    done.wait()
  }

  @Test func callsWhileTheMainActorIsBusyCollapseIntoOneSend() async {
    let observable = ObservableThreadSafeClass()
    let workerFinished = Atomic<Bool>(false)
    var sends: [Bool] = []  // for each send: had the worker finished?
    let subscription = observable.objectWillChange.sink {
      MainActor.assumeIsolated { sends.append(workerFinished.load(ordering: .acquiring)) }
    }
    // The main actor is blocked while the worker calls, so exactly one hop can be pending.
    runOnWorker {
      for _ in 0..<10_000 { observable.notifyChange() }
      workerFinished.store(true, ordering: .releasing)
    }
    await drainMainActor()
    #expect(sends == [true])
    let statistics = observable.changeStatistics
    #expect(statistics.sent == 10_000)
    #expect(statistics.hops == 1)
    #expect(statistics.coalesced == 9_999)
    #expect(statistics.latencySamples == 1, "the one hop's latency is recorded")
    subscription.cancel()
  }

  @Test func concurrentCallsProduceFewSendsAndTheLastComesAfterTheFinalCall() async {
    let done = AsyncSignal()
    let observable = NotifyingThread(calls: 10_000, then: done)
    // For each send: how many calls had been made when it fired.
    var sends: [Int] = []
    let subscription = observable.objectWillChange.sink {
      MainActor.assumeIsolated { sends.append(observable.changeStatistics.sent) }
    }
    observable.start()
    await done.wait()
    await drainMainActor()
    let statistics = observable.changeStatistics
    #expect(!sends.isEmpty)
    #expect(sends.last == 10_000, "the last send must follow the final notifyChange()")
    #expect(statistics.hops == sends.count)
    #expect(statistics.sent == 10_000)
    #expect(statistics.coalesced > 0)
    #expect(statistics.hops + statistics.coalesced == statistics.sent)
    #expect(statistics.maxPending == 1, "at most one hop pending per object")
    // At most one hop is pending at a time, so sends are bounded by main-actor turns, never by
    // the number of calls.
    #expect(sends.count < 10_000)
    subscription.cancel()
  }

  @Test func notifyChangeOnTheMainActorStillHops() async {
    let observable = ObservableClass()
    var sends = 0
    let subscription = observable.objectWillChange.sink { sends += 1 }
    observable.notifyChange()
    observable.notifyChange()
    #expect(sends == 0, "delivery is a main-actor hop, never inline")
    await drainMainActor()
    #expect(sends == 1)
    subscription.cancel()
  }

  /// Lets every main-actor job enqueued before this call run.
  private func drainMainActor() async {
    for _ in 0..<3 {
      await boundedWait("the main actor drains") { waiter in
        Task { @MainActor in waiter.resume() }
      }
    }
  }
}

/// A one-shot signal a thread fires and a task awaits, under the library's `Lock` (which
/// ThreadSanitizer sees hand over, unlike a bare `Mutex`).
final class AsyncSignal: Sendable {
  private let state = Lock<(fired: Bool, waiters: [Waiter])>((false, []))

  func fire() {
    let waiters = state.withLock { state in
      state.fired = true
      defer { state.waiters.removeAll() }
      return state.waiters
    }
    for waiter in waiters { waiter.resume() }
  }

  func wait(sourceLocation: SourceLocation = #_sourceLocation) async {
    await boundedWait("the signal fires", sourceLocation: sourceLocation) { waiter in
      let resumeNow = state.withLock { state in
        if state.fired { return true }
        state.waiters.append(waiter)
        return false
      }
      if resumeNow { waiter.resume() }
    }
  }
}

/// An observable thread that calls `notifyChange()` a number of times from its own body.
final class NotifyingThread: ObservableThread {
  let calls: Int
  let done: AsyncSignal

  init(calls: Int, then done: AsyncSignal) {
    self.calls = calls
    self.done = done
    super.init()
  }

  override func main() {
    for _ in 0..<calls { notifyChange() }
    done.fire()
  }
}
