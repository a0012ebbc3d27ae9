import Clocks
import ConcurrencyExtras
import Observation
import ObserverModel
import Testing

/// The usage examples of the ObservationBridge README, compiled against ObserverModel. Inside
/// each test the example lines are unchanged except for the corrections Swift or the harness
/// requires (`await` on the test clock, a `break` to end an endless `for await`); the lines
/// around them set up the names the examples use and check the outcome.
@Suite("KeyPath seed examples", .serialized, .serialExecutor, .timeLimit(.minutes(1)))
@MainActor
struct ObservationBridgeExampleTests {
  @MainActor @Observable final class Model {
    var count = 0
    var isEnabled = false
  }

  @MainActor final class Analytics {
    var marked: [Int] = []
    let tracked = Signals<String>()

    func markCountChanged(_ value: Int) { marked.append(value) }
    func trackCount(_ value: Int) async { tracked.send("count \(value)") }
    func trackStateChanged() async { tracked.send("state changed") }
    func trackState(_ state: (Int, Bool)) async { tracked.send("state \(state.0) \(state.1)") }
  }

  let model = Model()
  let analytics = Analytics()

  @Test(.deliversInsideTheWrite) func synchronousUpdates() {
    var cancellables = Set<ObservationHandle>()
    model.observe(\.count) { value in
      self.analytics.markCountChanged(value)
    }
    .store(in: &cancellables)
    model.count = 1
    #expect(analytics.marked == [0, 1])
  }

  @Test func asyncUpdates() async {
    var cancellables = Set<ObservationHandle>()
    model.observeTask(\.count) { value in
      await self.analytics.trackCount(value)
    }
    .store(in: &cancellables)
    #expect(await analytics.tracked.next(1) == ["count 0"])
    model.count = 4
    #expect(await analytics.tracked.next(1) == ["count 4"])
  }

  @Test func multipleKeyPathsTriggerOnly() async {
    let model = self.model
    let analytics = self.analytics
    let stateChangeHandle = model.observeTask([\.count, \.isEnabled]) {
      await analytics.trackStateChanged()
    }
    #expect(await analytics.tracked.next(1) == ["state changed"])
    model.isEnabled = true
    #expect(await analytics.tracked.next(1) == ["state changed"])
    stateChangeHandle.cancel()
  }

  @Test func migrationAfterReadsTheOwnerInsideTheTask() async {
    let model = self.model
    let analytics = self.analytics
    let handle = model.observeTask([\.count, \.isEnabled]) {
      await analytics.trackState((model.count, model.isEnabled))
    }
    #expect(await analytics.tracked.next(1) == ["state 0 false"])
    model.count = 2
    #expect(await analytics.tracked.next(1) == ["state 2 false"])
    handle.cancel()
  }

  @Test func deterministicTestingWithAClock() async {
    let model = self.model
    await withSerialExecutor {
      let clock = TestClock()  // your Clock implementation for tests
      let throttle = ObservationThrottle(interval: .milliseconds(250))
      let stream = ObservationBridge(
        options: [.rateLimit(.throttle(throttle))],
        clock: clock
      ) {
        model.count
      }
      var iterator = stream.makeAsyncIterator()
      #expect(await iterator.next() == 0)
      model.count = 1
      model.count = 2
      await clock.sleep(untilSuspendedBy: 1)  // helper provided by your test clock
      await clock.advance(by: .milliseconds(250))  // deterministic time progression
      #expect(await iterator.next() == 2)
    }
  }

  @Test func asyncSequenceStyle() async {
    var printed: [String] = []
    let stream = ObservationBridge {
      model.count
    }
    for await value in stream {
      printed.append("count = \(value)")
      break
    }
    #expect(printed == ["count = 0"])
  }

  @Test func makeObservationBridgeStreamStyle() async {
    var printed: [Int] = []
    let stream = makeObservationBridgeStream {
      model.count
    }
    for await value in stream {
      printed.append(value)
      if value == 0 { model.count = 9 } else { break }
    }
    #expect(printed == [0, 9])
  }

  @Test func directHandleControl() {
    var printed: [String] = []
    let countHandle = model.observe(\.count) { value in
      printed.append("count = \(value)")
    }
    // Stop observation when needed.
    countHandle.cancel()
    model.count = 3
    #expect(printed == ["count = 0"])
  }
}

extension TestClock<Duration> {
  /// The README's "helper provided by your test clock": lets every task that is ready run
  /// until it suspends (with `withSerialExecutor`, that includes the timers armed so far).
  func sleep(untilSuspendedBy count: Int) async {
    for _ in 0..<count { await Task.megaYield() }
  }
}
