import Dispatch
import ObserverModel
import Synchronization
import TestSupport
import Testing

/// Latest-only delivery under a flood from four threads: at most one hop pending, never an
/// older value after a newer one, and the last value always arrives. The test waits for the
/// flood suspended, not blocking the main actor: hops run while the threads still send, which
/// races the hop's take with the sends, and the other tests' main-actor work goes on. Under a
/// sanitizer each thread sends a tenth as many values (``scaledForSanitizer(_:)``).
@Suite("Latest-only flood", .timeLimit(.minutes(1)))
@MainActor
struct LatestOnlyFloodTests {
  private nonisolated static let threads = 4
  private nonisolated static let valuesPerThread = scaledForSanitizer(5_000)

  /// A value unique to (thread, index).
  private nonisolated static func value(thread: Int, index: Int) -> Int {
    thread * 1_000_000 + index
  }

  /// Checks the delivered values against the order in which the source delivered them inline
  /// (`order`): strictly later each time, ending with the source's last value.
  private func check(delivered: [Int], order: [Int]) {
    var position: [Int: Int] = [:]
    for (index, value) in order.enumerated() { position[value] = index }
    let positions = delivered.map { position[$0] ?? -1 }
    #expect(!positions.contains(-1), "only values the source sent are delivered")
    #expect(
      positions == positions.sorted() && Set(positions).count == positions.count,
      "never a value older than (or equal to) one already delivered")
    #expect(delivered.last == order.last, "the last value arrives")
  }

  @Test func observerFlood() async {
    let observer = Observer(-1)
    let order = SendableLog<Int>()
    let inline = observer.observe(skippingInitialValue: true) { order.append($0) }
    let log = MainActorLog<Int>()
    let monitor = HandoffMonitor()
    let latest = observer.observe(
      on: .latestOnMainActor(monitor: monitor), skippingInitialValue: true
    ) { log.append($0) }
    await floodFromThreads(Self.threads) { thread in
      for index in 0..<Self.valuesPerThread {
        observer.update(Self.value(thread: thread, index: index))
      }
    }
    let last = observer.value
    await log.wait { $0.last == last }
    check(delivered: log.values, order: order.values)
    let statistics = monitor.statistics
    #expect(statistics.sent == Self.threads * Self.valuesPerThread)
    #expect(statistics.hops + statistics.coalesced == statistics.sent)
    #expect(statistics.maxPending == 1, "at most one hop pending")
    latest.dispose()
    inline.dispose()
  }

  @Test func receiverFlood() async {
    let (transmitter, receiver) = Receiver<Int>.make()
    let order = SendableLog<Int>()
    let inline = receiver.listen { order.append($0) }
    let log = MainActorLog<Int>()
    let latest = receiver.listen(on: .latestOnMainActor) { log.append($0) }
    await floodFromThreads(Self.threads) { thread in
      for index in 0..<Self.valuesPerThread {
        transmitter.broadcast(Self.value(thread: thread, index: index))
      }
    }
    let last = order.values.last
    await log.wait { $0.last == last }
    check(delivered: log.values, order: order.values)
    latest.dispose()
    inline.dispose()
  }

  @Test func keyPathFlood() async {
    let model = SharedCounter()
    let log = MainActorLog<Int>()
    let handle = model.observe(\.value, on: .latestOnMainActor) { log.append($0) }
    await floodFromThreads(Self.threads) { _ in
      for _ in 0..<Self.valuesPerThread { model.increment() }
    }
    let last = Self.threads * Self.valuesPerThread
    await log.wait { $0.last == last }
    #expect(log.values == log.values.sorted(), "never an older value after a newer one")
    handle.cancel()
  }

  @Test func protocolRoundFlood() async {
    let source = RoundSource()
    let view = RoundView()
    source.addObserver(view)
    let monitor = HandoffMonitor()
    let order = SendableLog<Int>()
    await floodFromThreads(Self.threads) { thread in
      for index in 0..<Self.valuesPerThread {
        let value = Self.value(thread: thread, index: index)
        // Rounds from different threads race; `order` records the order they were handed off
        // in only for one thread, whose own values must arrive in order.
        if thread == 0 { order.append(value) }
        source.withObservers(on: .latestOnMainActor(monitor: monitor)) {
          (observer: RoundObserver) in observer.tick(value)
        }
      }
    }
    await drainMainQueue()
    let statistics = monitor.statistics
    #expect(statistics.sent == Self.threads * Self.valuesPerThread)
    #expect(statistics.hops + statistics.coalesced == statistics.sent)
    #expect(statistics.hops == view.log.values.count)
    #expect(statistics.maxPending == 1, "at most one round pending")
    let fromFirstThread = view.log.values.filter { $0 < 1_000_000 }
    #expect(fromFirstThread == fromFirstThread.sorted())
  }

  @Test func mainActorFloodDeliversEveryValue() async {
    let observer = Observer(0)
    let count = Atomic<Int>(0)
    let log = MainActorLog<Int>()
    let subscription = observer.observe(on: .mainActor, skippingInitialValue: true) {
      log.append($0)
    }
    await floodFromThreads(Self.threads) { _ in
      for _ in 0..<Self.valuesPerThread {
        observer.update(count.wrappingAdd(1, ordering: .relaxed).newValue)
      }
    }
    await log.wait { $0.count == Self.threads * Self.valuesPerThread }
    #expect(log.values.count == Self.threads * Self.valuesPerThread)
    subscription.dispose()
  }
}
