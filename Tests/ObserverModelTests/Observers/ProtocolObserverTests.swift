import ObserverModel
import Testing

@Suite("Protocol-typed observers")
struct ProtocolObserverTests {
  @Test(arguments: ObserverKind.allCases)
  func onlyConformingObserversAreCalled(kind: ObserverKind) {
    let host = kind.make()
    let log = CallLog()
    let both = PingPongRecorder("both", log: log)
    let ping = PingOnly("ping", log: log)
    let pong = PongOnly("pong", log: log)
    let unrelated = CallLog()  // any class instance may register; it conforms to nothing
    for observer in [both, ping, pong, unrelated] as [AnyObject] { host.addObserver(observer) }

    host.withObservers { (observer: PingObserver) in observer.ping(1) }
    host.withObservers { (observer: PongObserver) in observer.pong(2) }
    host.withObservers { (observer: PingObserver & PongObserver) in observer.ping(3) }

    #expect(
      log.entries == [
        "both.ping(1)", "ping.ping(1)", "both.pong(2)", "pong.pong(2)", "both.ping(3)",
      ])
    #expect(host.observerCount == 4)
  }

  @Test(arguments: ObserverKind.allCases)
  func callsFollowRegistrationOrder(kind: ObserverKind) {
    let host = kind.make()
    let log = CallLog()
    let observers = (0..<50).map { PingPongRecorder("o\($0)", log: log) }
    for observer in observers { host.addObserver(observer) }
    host.withObservers { (observer: PingObserver) in observer.ping(0) }
    #expect(log.entries == (0..<50).map { "o\($0).ping(0)" })
  }

  @Test(arguments: ObserverKind.allCases)
  func removeThenAddMovesToTheEnd(kind: ObserverKind) {
    let host = kind.make()
    let log = CallLog()
    let a = PingPongRecorder("a", log: log)
    let b = PingPongRecorder("b", log: log)
    let c = PingPongRecorder("c", log: log)
    host.addObserver(a)
    host.addObserver(b)
    host.addObserver(c)
    host.addObserver(a)  // already registered: no change of position, no double call
    host.removeObserver(b)
    host.addObserver(b)
    host.withObservers { (observer: PingObserver) in observer.ping(0) }
    #expect(log.entries == ["a.ping(0)", "c.ping(0)", "b.ping(0)"])
  }

  @Test(arguments: ObserverKind.allCases)
  func observersAreHeldWeaklyAndDeadOnesArePruned(kind: ObserverKind) {
    let host = kind.make()
    let log = CallLog()
    let survivor = PingPongRecorder("survivor", log: log)
    host.addObserver(survivor)
    weak var weakTemporary: PingPongRecorder?
    do {
      let temporary = PingPongRecorder("temporary", log: log)
      weakTemporary = temporary
      host.addObserver(temporary)
      host.withObservers { (observer: PingObserver) in observer.ping(1) }
      #expect(host.observerCount == 2)
    }
    #expect(weakTemporary == nil, "the observable must not keep its observer alive")
    host.withObservers { (observer: PingObserver) in observer.ping(2) }
    #expect(host.observerCount == 1)
    #expect(log.entries == ["survivor.ping(1)", "temporary.ping(1)", "survivor.ping(2)"])
  }

  @Test(arguments: ObserverKind.allCases)
  func removedObserverIsNotCalledLaterInTheSameRound(kind: ObserverKind) {
    let host = kind.make()
    var calls: [String] = []
    let second = ClosureObserver("second") { observer, _ in calls.append(observer.name) }
    let first = ClosureObserver("first") { observer, _ in
      calls.append(observer.name)
      host.removeObserver(second)
    }
    host.addObserver(first)
    host.addObserver(second)
    host.withObservers { (observer: PingObserver) in observer.ping(0) }
    #expect(calls == ["first"])
    #expect(host.observerCount == 1)
  }

  @Test(arguments: ObserverKind.allCases)
  func observerAddedDuringARoundIsCalledFromTheNextRound(kind: ObserverKind) {
    let host = kind.make()
    var calls: [String] = []
    let late = ClosureObserver("late") { observer, value in calls.append("late\(value)") }
    let early = ClosureObserver("early") { _, value in
      calls.append("early\(value)")
      host.addObserver(late)
    }
    host.addObserver(early)
    host.withObservers { (observer: PingObserver) in observer.ping(1) }
    host.withObservers { (observer: PingObserver) in observer.ping(2) }
    #expect(calls == ["early1", "early2", "late2"])
  }

  @Test(arguments: ObserverKind.allCases)
  func observerCanRemoveItselfAndNotifyFromItsCallback(kind: ObserverKind) {
    let host = kind.make()
    var calls: [String] = []
    let selfRemoving = ClosureObserver("self") { observer, value in
      calls.append("self\(value)")
      host.removeObserver(observer)
    }
    let nesting = ClosureObserver("nest") { _, value in
      calls.append("nest\(value)")
      // A nested round runs inline, before the outer round continues.
      if value == 1 { host.withObservers { (observer: PingObserver) in observer.ping(2) } }
    }
    let tail = ClosureObserver("tail") { _, value in calls.append("tail\(value)") }
    for observer in [selfRemoving, nesting, tail] { host.addObserver(observer) }
    host.withObservers { (observer: PingObserver) in observer.ping(1) }
    #expect(calls == ["self1", "nest1", "nest2", "tail2", "tail1"])
  }

  @Test(arguments: ObserverKind.allCases)
  func removeAllStopsEveryObserver(kind: ObserverKind) {
    let host = kind.make()
    let log = CallLog()
    let a = PingPongRecorder("a", log: log)
    host.addObserver(a)
    (host as? ObservableClass)?.removeAllObservers()
    (host as? ObservableThreadSafeClass)?.removeAllObservers()
    (host as? ObservableThread)?.removeAllObservers()
    host.withObservers { (observer: PingObserver) in observer.ping(0) }
    #expect(log.entries.isEmpty)
    #expect(host.observerCount == 0)
  }

  @Test func anyClassExistentialAndOpaqueProtocolsWork() {
    let host = ObservableClass()
    let log = CallLog()
    let a = PingPongRecorder("a", log: log)
    host.addObserver(a)
    var sawAnyObject = 0
    host.withObservers { (_: AnyObject) in sawAnyObject += 1 }
    var sawAny = 0
    host.withObservers { (_: Any) in sawAny += 1 }
    host.withObservers { (recorder: PingPongRecorder) in recorder.ping(9) }
    #expect(sawAnyObject == 1)
    #expect(sawAny == 1)
    #expect(log.entries == ["a.ping(9)"])
  }
}
