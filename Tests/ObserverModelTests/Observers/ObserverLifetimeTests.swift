import Foundation
import ObserverModel
import Synchronization
import TestSupport
import Testing

/// Records its own deinitialization, and runs a closure when pinged.
private final class MortalObserver: PingObserver {
  let name: String
  let log: CallLog
  var onPing: (MortalObserver) -> Void = { _ in }
  init(_ name: String, log: CallLog) {
    self.name = name
    self.log = log
  }
  func ping(_ value: Int) {
    log.append("\(name).ping(\(value))")
    onPing(self)
    log.append("\(name).returns")
  }
  deinit { log.append("\(name).deinit") }
}

/// Owns observers strongly, so that a callback can drop the last outside reference.
private final class Owner {
  var observers: [String: AnyObject] = [:]
}

/// How long a protocol observer lives while it is registered: never longer than its outside
/// references, except for the duration of its own callback.
@Suite("Protocol observer lifetime")
struct ObserverLifetimeTests {
  @Test(arguments: ObserverKind.allCases)
  func observerThatDropsItsLastReferenceLivesUntilItsCallbackReturns(kind: ObserverKind) {
    let host = kind.make()
    let log = CallLog()
    let owner = Owner()
    do {
      let observer = MortalObserver("a", log: log)
      observer.onPing = { _ in owner.observers["a"] = nil }
      owner.observers["a"] = observer
      host.addObserver(observer)
    }
    host.withObservers { (observer: PingObserver) in observer.ping(1) }
    #expect(log.entries == ["a.ping(1)", "a.returns", "a.deinit"])
    host.withObservers { (observer: PingObserver) in observer.ping(2) }
    #expect(log.entries.count == 3, "a deinitialized observer is never called")
    #expect(host.observerCount == 0)
  }

  @Test(arguments: ObserverKind.allCases)
  func observerReleasedByAnEarlierCallbackIsNotCalledInThatRound(kind: ObserverKind) {
    let host = kind.make()
    let log = CallLog()
    let owner = Owner()
    let first = MortalObserver("first", log: log)
    first.onPing = { _ in owner.observers["second"] = nil }
    host.addObserver(first)
    do {
      let second = MortalObserver("second", log: log)
      owner.observers["second"] = second
      host.addObserver(second)
    }
    host.withObservers { (observer: PingObserver) in observer.ping(1) }
    #expect(log.entries == ["first.ping(1)", "second.deinit", "first.returns"])
    #expect(host.observerCount == 1)
  }

  @Test(arguments: ObserverKind.allCases)
  func observerWithOtherWeakReferencesBehavesTheSame(kind: ObserverKind) {
    // A weak reference elsewhere gives the object a side table, which moves its reference
    // counts out of the object header; registration must work either way.
    let host = kind.make()
    let log = CallLog()
    var observer: MortalObserver? = MortalObserver("a", log: log)
    weak let elsewhere = observer
    host.addObserver(observer!)
    host.withObservers { (observer: PingObserver) in observer.ping(1) }
    observer = nil
    #expect(elsewhere == nil)
    host.withObservers { (observer: PingObserver) in observer.ping(2) }
    #expect(log.entries == ["a.ping(1)", "a.returns", "a.deinit"])
    #expect(host.observerCount == 0)
  }

  @Test(arguments: ObserverKind.allCases)
  func aDeadObserversAddressCanBeRegisteredAgainByANewObject(kind: ObserverKind) {
    // Many short-lived observers, some of which the allocator places where a dead one was.
    let host = kind.make()
    let log = CallLog()
    for round in 0..<200 {
      let observer = MortalObserver("o\(round)", log: log)
      host.addObserver(observer)
      host.withObservers { (observer: PingObserver) in observer.ping(round) }
      #expect(log.entries.suffix(2) == ["o\(round).ping(\(round))", "o\(round).returns"])
    }
    #expect(host.observerCount == 0)
  }
}

/// Observers dying on one thread while another calls them. Run again under ThreadSanitizer.
@Suite("Protocol observer lifetime stress", .threadOfItsOwn)
struct ObserverLifetimeStressTests {
  @Test func observersDeallocatedWhileANotifierRunsAreNeverCalledAfterDeinit() {
    // One thread notifies without pause while others register observers and drop them without
    // removing them, so observers die on one thread while another is calling them.
    let host = ObservableThreadSafeClass()
    let ledger = TickLedger()
    let notifierDone = DispatchSemaphore(value: 0)
    Thread {
      // Stops when the test says, or at the deadline if the test never gets there.
      let deadline = ContinuousClock.now + .seconds(60)
      while !ledger.stop.load(ordering: .acquiring), ContinuousClock.now < deadline {
        host.withObservers { (observer: GuardedTickObserver) in observer.tick() }
      }
      notifierDone.signal()
    }.start()
    ProtocolObserverStressTests.concurrently { _ in
      for _ in 0..<2_000 {
        let observer = GuardedTick(ledger: ledger)
        host.addObserver(observer)
        host.withObservers { (observer: GuardedTickObserver) in observer.tick() }
      }
    }
    ledger.stop.store(true, ordering: .releasing)
    #expect(notifierDone.wait(timeout: .now() + 30) == .success, "the notifier stops")
    #expect(ledger.calls.load(ordering: .relaxed) >= ProtocolObserverStressTests.threads * 2_000)
    #expect(ledger.lateCalls.load(ordering: .relaxed) == 0)
    #expect(host.observerCount == 0)
  }
}

protocol GuardedTickObserver: AnyObject { func tick() }

/// Shared counters of the lifetime stress test.
private final class TickLedger: Sendable {
  let stop = Atomic<Bool>(false)
  let calls = Atomic<Int>(0)
  let lateCalls = Atomic<Int>(0)
}

/// Counts its calls, and any call that arrives once its deinit has begun (there must be none).
private final class GuardedTick: GuardedTickObserver, Sendable {
  private let ledger: TickLedger
  private let alive = Atomic<Bool>(true)
  init(ledger: TickLedger) { self.ledger = ledger }
  func tick() {
    ledger.calls.add(1, ordering: .relaxed)
    if !alive.load(ordering: .acquiring) { ledger.lateCalls.add(1, ordering: .relaxed) }
  }
  deinit { alive.store(false, ordering: .releasing) }
}
