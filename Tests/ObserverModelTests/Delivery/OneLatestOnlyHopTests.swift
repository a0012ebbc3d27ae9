import Dispatch
import ObserverModel
import Synchronization
import Testing

/// `notifyChange()` and `.latestOnMainActor` go through the library's one latest-only hop, so
/// the same burst gives the same counts, the same single pending hop and the same guarantee
/// that the callback sees every send its value covers.
@Suite("One latest-only hop", .timeLimit(.minutes(1)))
@MainActor
struct OneLatestOnlyHopTests {
  private nonisolated static let sends = 1_000

  /// What a burst of `sends` from a worker, with the main actor blocked, left behind.
  private struct Outcome: Equatable {
    var sent: Int
    var hops: Int
    var coalesced: Int
    var maxPending: Int
    /// For each callback: the sends counted when it ran.
    var sentSeenByCallbacks: [Int]
  }

  @Test func notifyChangeAndLatestOnMainActorCoalesceAlike() async {
    let notifying = await burstThroughNotifyChange()
    let latest = await burstThroughLatestOnMainActor()
    let expected = Outcome(
      sent: Self.sends, hops: 1, coalesced: Self.sends - 1, maxPending: 1,
      sentSeenByCallbacks: [Self.sends])
    #expect(notifying == expected)
    #expect(latest == expected)
  }

  @Test func aNotifyChangeRacingTheHopIsSeenByTheLastSendInBothRoutes() async {
    let observable = ObservableThreadSafeClass()
    var seenByNotify: [Int] = []
    let subscription = observable.objectWillChange.sink {
      MainActor.assumeIsolated { seenByNotify.append(observable.changeStatistics.sent) }
    }
    let observer = Observer(0)
    let monitor = HandoffMonitor()
    let log = MainActorLog<Int>()
    let latest = observer.observe(on: .latestOnMainActor(monitor: monitor)) { _ in
      log.append(monitor.statistics.sent)
    }
    runOnThreads(2) { thread in
      for index in 1...Self.sends {
        if thread == 0 { observable.notifyChange() } else { observer.update(index) }
      }
    }
    await log.wait { $0.last == Self.sends + 1 }
    await drainMainQueue()
    #expect(seenByNotify.last == Self.sends, "the last objectWillChange follows every call")
    #expect(log.values.last == Self.sends + 1, "the last callback follows every update")
    #expect(observable.changeStatistics.maxPending == 1)
    #expect(monitor.statistics.maxPending == 1)
    subscription.cancel()
    latest.dispose()
  }

  private func burstThroughNotifyChange() async -> Outcome {
    let observable = ObservableThreadSafeClass()
    var seen: [Int] = []
    let subscription = observable.objectWillChange.sink {
      MainActor.assumeIsolated { seen.append(observable.changeStatistics.sent) }
    }
    runOnThreads(1) { _ in
      for _ in 0..<Self.sends { observable.notifyChange() }
    }
    await drainMainQueue()
    subscription.cancel()
    let statistics = observable.changeStatistics
    return Outcome(
      sent: statistics.sent, hops: statistics.hops, coalesced: statistics.coalesced,
      maxPending: statistics.maxPending, sentSeenByCallbacks: seen)
  }

  private func burstThroughLatestOnMainActor() async -> Outcome {
    let observer = Observer(0)
    let monitor = HandoffMonitor()
    var seen: [Int] = []
    let subscription = observer.observe(
      on: .latestOnMainActor(monitor: monitor), skippingInitialValue: true
    ) { _ in seen.append(monitor.statistics.sent) }
    runOnThreads(1) { _ in
      for index in 1...Self.sends { observer.update(index) }
    }
    await drainMainQueue()
    subscription.dispose()
    let statistics = monitor.statistics
    return Outcome(
      sent: statistics.sent, hops: statistics.hops, coalesced: statistics.coalesced,
      maxPending: statistics.maxPending, sentSeenByCallbacks: seen)
  }
}
