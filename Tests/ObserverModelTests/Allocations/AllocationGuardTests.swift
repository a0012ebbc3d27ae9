import Dispatch
import ObserverModel
import TestSupport
import Testing

/// A protocol-typed observer for the `withObservers` guards.
protocol AllocationProbe: AnyObject {
  func receive(_ value: Int)
}

/// Conforms to ``AllocationProbe``; keeps a total so the callback does some work.
final class CountingProbe: AllocationProbe {
  private(set) var total = 0
  func receive(_ value: Int) { total &+= value }
}

/// Registered but not conforming: `withObservers` must skip it, without allocating either.
final class NonConformingProbe {}

final class SharedProbeSubject: ObservableThreadSafeClass, @unchecked Sendable {}

final class LocalProbeSubject: ObservableClass, @unchecked Sendable {}

/// The paths the library promises never to allocate on, counted with a malloc hook rather than
/// timed, so that a change that adds an allocation fails CI in the debug build. Each case counts
/// many rounds after a warm-up and expects none, in debug and release builds and in both
/// runtimes (the delivery loops index their arrays: the standard library's unspecialised
/// `firstIndex(where:)` and `for case let` allocated in debug builds). Counting is per thread:
/// the code measured runs synchronously on the test's thread, so tests running in parallel do
/// not disturb it. Skipped under AddressSanitizer and ThreadSanitizer.
@Suite("Zero-allocation paths", .countsAllocations, .timeLimit(.minutes(1)))
struct AllocationGuardTests {
  private static let rounds = 1_000
  private static let subscribers = 8

  @Test func theCounterSeesAnAllocation() {
    final class Box {}
    var boxes: [Box] = []
    let allocations = AllocationCounter.allocations {
      for _ in 0..<10 { boxes.append(Box()) }
    }
    #expect(allocations >= 10, "without this the zero-allocation guards would pass vacuously")
    #expect(boxes.count == 10)
  }

  @Test func observerUpdate() {
    let observer = Observer(0)
    let counter = CallCounter()
    let subscriptions = (0..<Self.subscribers).map { _ in
      observer.observe(skippingInitialValue: true) { _ in counter.increment() }
    }
    var value = 0
    let allocations = AllocationCounter.allocations(rounds: Self.rounds) {
      value &+= 1
      observer.update(value)
    }
    #expect(
      allocations == 0,
      "Observer.update allocated \(allocations) times in \(Self.rounds) rounds")
    #expect(counter.count == (100 + Self.rounds) * Self.subscribers)
    for subscription in subscriptions { subscription.dispose() }
  }

  @Test func observerUpdateThroughTheInlineDelivery() {
    let observer = Observer(0)
    let counter = CallCounter()
    let subscriptions = (0..<Self.subscribers).map { _ in
      observer.observe(on: .inline, skippingInitialValue: true) { _ in counter.increment() }
    }
    var value = 0
    let allocations = AllocationCounter.allocations(rounds: Self.rounds) {
      value &+= 1
      observer.update(value)
    }
    #expect(
      allocations == 0,
      "Observer.update (.inline) allocated \(allocations) times in \(Self.rounds) rounds")
    #expect(counter.count == (100 + Self.rounds) * Self.subscribers)
    for subscription in subscriptions { subscription.dispose() }
  }

  @Test(arguments: [ReceiverStrategy.hot, .warm(upTo: 16)])
  func receiverBroadcast(strategy: ReceiverStrategy) {
    let (transmitter, receiver) = Receiver<Int>.make(with: strategy)
    for wave in 0..<64 { transmitter.broadcast(wave) }  // fill the buffer, if any
    let counter = CallCounter()
    let subscriptions = (0..<Self.subscribers).map { _ in
      receiver.listen { _ in counter.increment() }
    }
    let before = counter.count
    var value = 0
    let allocations = AllocationCounter.allocations(rounds: Self.rounds) {
      value &+= 1
      transmitter.broadcast(value)
    }
    #expect(
      allocations == 0,
      "Receiver.broadcast (\(strategy)) allocated \(allocations) times in \(Self.rounds) rounds")
    #expect(counter.count - before == (100 + Self.rounds) * Self.subscribers)
    for subscription in subscriptions { subscription.dispose() }
  }

  @Test func withObserversOnAThreadSafeClass() {
    let subject = SharedProbeSubject()
    let probes = (0..<Self.subscribers).map { _ in CountingProbe() }
    let bystanders = (0..<Self.subscribers).map { _ in NonConformingProbe() }
    for (probe, bystander) in zip(probes, bystanders) {
      subject.addObserver(probe)
      subject.addObserver(bystander)
    }
    var value = 0
    let allocations = AllocationCounter.allocations(rounds: Self.rounds) {
      value &+= 1
      subject.withObservers { (probe: AllocationProbe) in probe.receive(value) }
    }
    #expect(
      allocations == 0,
      "withObservers allocated \(allocations) times in \(Self.rounds) rounds")
    #expect(probes.allSatisfy { $0.total > 0 })
    withExtendedLifetime(bystanders) {}
  }

  @Test func withObserversOnAClass() {
    let subject = LocalProbeSubject()
    let probes = (0..<Self.subscribers).map { _ in CountingProbe() }
    let bystanders = (0..<Self.subscribers).map { _ in NonConformingProbe() }
    for (probe, bystander) in zip(probes, bystanders) {
      subject.addObserver(probe)
      subject.addObserver(bystander)
    }
    var value = 0
    let allocations = AllocationCounter.allocations(rounds: Self.rounds) {
      value &+= 1
      subject.withObservers { (probe: AllocationProbe) in probe.receive(value) }
    }
    #expect(
      allocations == 0,
      "withObservers allocated \(allocations) times in \(Self.rounds) rounds")
    #expect(probes.allSatisfy { $0.total > 0 })
    withExtendedLifetime(bystanders) {}
  }

  /// A latest-only send that finds a hop pending only replaces the pending value. The test
  /// holds the main actor, so the hop its first send schedules cannot run until it is done.
  @Test @MainActor func coalescedLatestOnlySend() async {
    let observer = Observer(0)
    let monitor = HandoffMonitor()
    var shown: [Int] = []
    let subscription = observer.observe(
      on: .latestOnMainActor(monitor: monitor), skippingInitialValue: true
    ) { shown.append($0) }
    observer.update(1)  // schedules the hop
    var value = 1
    let allocations = AllocationCounter.allocations(rounds: Self.rounds) {
      value += 1
      observer.update(value)
    }
    let statistics = monitor.statistics
    #expect(statistics.hops + statistics.pending == 1, "one hop, still pending")
    #expect(statistics.coalesced == statistics.sent - 1, "every later send was coalesced")
    // Each `update` visits one subscriber, the latest-only hand-off, whose send is coalesced.
    #expect(
      allocations == 0,
      "a coalesced latest-only send allocated \(allocations) times in \(Self.rounds) sends")
    await drainMainQueue()
    #expect(shown == [value], "the hop delivers the latest value")
    subscription.dispose()
  }
}
