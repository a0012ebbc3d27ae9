import ObserverModel
import Testing

@Suite("Keyed protocol-typed observers")
struct KeyedObserverTests {
  @Test(arguments: KeyedObserverKind.allCases)
  func onlyTheKeysObserversAreCalledInRegistrationOrder(kind: KeyedObserverKind) {
    let host = kind.make()
    let log = CallLog()
    let a = KeyPingRecorder("a", log: log)
    let b = KeyPingRecorder("b", log: log)
    let c = KeyPingRecorder("c", log: log)
    let unrelated = PingOnly("unrelated", log: log)  // registered, but not a KeyPingObserver
    host.addKeyedObserver(for: "x", c)
    host.addKeyedObserver(for: "x", unrelated)
    host.addKeyedObserver(for: "x", a)
    host.addKeyedObserver(for: "y", b)
    host.addKeyedObserver(for: "x", c)  // already registered for "x": keeps its place

    host.ping(["x"], 1)
    host.ping(["y"], 2)
    host.ping(["z"], 3)  // no observers
    #expect(log.entries == ["c.x(1)", "a.x(1)", "b.y(2)"])
    #expect(host.keyedObserverCount(for: "x") == 3)
    #expect(host.keyedObserverCount(for: "z") == 0)
  }

  @Test(arguments: KeyedObserverKind.allCases)
  func severalKeysAreNotifiedKeyByKeyInTheOrderGiven(kind: KeyedObserverKind) {
    let host = kind.make()
    let log = CallLog()
    let a = KeyPingRecorder("a", log: log)
    let b = KeyPingRecorder("b", log: log)
    host.addKeyedObserver(for: ["x", "y"], [a, b])
    host.ping(["y", "x"], 1)
    #expect(log.entries == ["a.y(1)", "b.y(1)", "a.x(1)", "b.x(1)"])
  }

  @Test(arguments: KeyedObserverKind.allCases)
  func everyAddAndRemoveShapeWorks(kind: KeyedObserverKind) {
    let host = kind.make()
    let log = CallLog()
    let a = KeyPingRecorder("a", log: log)
    let b = KeyPingRecorder("b", log: log)
    let c = KeyPingRecorder("c", log: log)
    host.addKeyedObserver(for: "k", a)
    host.addKeyedObserver(for: "k", [b, c])
    host.addKeyedObserver(for: ["m", "n"], a)
    host.addKeyedObserver(for: ["m", "n"], [b, c])
    host.ping(["k", "m", "n"], 0)
    #expect(
      log.entries == [
        "a.k(0)", "b.k(0)", "c.k(0)", "a.m(0)", "b.m(0)", "c.m(0)", "a.n(0)", "b.n(0)", "c.n(0)",
      ])

    log.clear()
    host.removeKeyedObserver(for: "k", a)
    host.removeKeyedObserver(for: "k", [b])
    host.removeKeyedObserver(for: ["m", "n"], c)
    host.removeKeyedObserver(for: ["m", "n"], [a, b])
    host.ping(["k", "m", "n"], 1)
    #expect(log.entries == ["c.k(1)"])
    #expect(host.hasKeyedObserver(for: "k", c))
    #expect(!host.hasKeyedObserver(for: "k", a))
    #expect(!host.hasKeyedObserver(for: "m", c))
  }

  @Test(arguments: KeyedObserverKind.allCases)
  func removeThenAddMovesToTheEndOfThatKey(kind: KeyedObserverKind) {
    let host = kind.make()
    let log = CallLog()
    let a = KeyPingRecorder("a", log: log)
    let b = KeyPingRecorder("b", log: log)
    host.addKeyedObserver(for: ["x", "y"], [a, b])
    host.removeKeyedObserver(for: "x", a)
    host.addKeyedObserver(for: "x", a)
    host.ping(["x", "y"], 0)
    #expect(log.entries == ["b.x(0)", "a.x(0)", "a.y(0)", "b.y(0)"])
  }

  @Test(arguments: KeyedObserverKind.allCases)
  func keyedAndPlainRegistrationsAreSeparate(kind: KeyedObserverKind) {
    let host = kind.make()
    let log = CallLog()
    let keyed = KeyPingRecorder("keyed", log: log)
    let plain = KeyPingRecorder("plain", log: log)
    host.addKeyedObserver(for: "x", keyed)
    host.addObserver(plain)
    host.ping(["x"], 1)
    host.withObservers { (observer: KeyPingObserver) in observer.ping("-", 2) }
    #expect(log.entries == ["keyed.x(1)", "plain.-(2)"])
    #expect(host.observerCount == 1)
    #expect(!host.hasObserver(keyed))

    host.removeAllObservers()
    #expect(host.keyedObserverCount(for: "x") == 1)
    host.removeAllKeyedObservers()
    #expect(host.keyedObserverCount(for: "x") == 0)
    log.clear()
    host.ping(["x"], 3)
    #expect(log.entries.isEmpty)
  }

  @Test(arguments: KeyedObserverKind.allCases)
  func keyedObserversAreHeldWeakly(kind: KeyedObserverKind) {
    let host = kind.make()
    let log = CallLog()
    let survivor = KeyPingRecorder("survivor", log: log)
    host.addKeyedObserver(for: "x", survivor)
    weak var weakTemporary: KeyPingRecorder?
    do {
      let temporary = KeyPingRecorder("temporary", log: log)
      weakTemporary = temporary
      host.addKeyedObserver(for: ["x", "y"], temporary)
      host.ping(["x", "y"], 1)
      #expect(host.keyedObserverCount(for: "y") == 1)
    }
    #expect(weakTemporary == nil, "the observable must not keep its keyed observer alive")
    host.ping(["x", "y"], 2)
    #expect(log.entries == ["survivor.x(1)", "temporary.x(1)", "temporary.y(1)", "survivor.x(2)"])
    #expect(host.keyedObserverCount(for: "x") == 1)
    #expect(host.keyedObserverCount(for: "y") == 0)
  }

  @Test(arguments: KeyedObserverKind.allCases)
  func aKeyedObservableIsAPlainOneWithOneObjectWillChange(kind: KeyedObserverKind) {
    let host = kind.make()
    #expect(host.objectWillChange === host.objectWillChange)
    switch host {
    case is ObservableClass, is ObservableThreadSafeClass, is ObservableThread: break
    default: Issue.record("\(type(of: host)) is not one of the plain observable kinds")
    }
  }

  // MARK: Re-entrancy

  @Test(arguments: KeyedObserverKind.allCases)
  func observerAddedDuringARoundIsCalledFromTheNextRound(kind: KeyedObserverKind) {
    let host = kind.make()
    let log = CallLog()
    let late = KeyPingRecorder("late", log: log)
    let early = KeyPingClosure("early") { _, key, value in
      log.append("early.\(key)(\(value))")
      host.addKeyedObserver(for: key, late)
    }
    host.addKeyedObserver(for: "x", early)
    host.ping(["x"], 1)
    host.ping(["x"], 2)
    #expect(log.entries == ["early.x(1)", "early.x(2)", "late.x(2)"])
  }

  @Test(arguments: KeyedObserverKind.allCases)
  func observerAddedForALaterKeyIsCalledWhenThatKeysTurnComes(kind: KeyedObserverKind) {
    let host = kind.make()
    let log = CallLog()
    let late = KeyPingRecorder("late", log: log)
    let early = KeyPingClosure("early") { _, key, value in
      log.append("early.\(key)(\(value))")
      host.addKeyedObserver(for: "y", late)
    }
    host.addKeyedObserver(for: "x", early)
    host.ping(["x", "y"], 1)
    #expect(log.entries == ["early.x(1)", "late.y(1)"])
  }

  @Test(arguments: KeyedObserverKind.allCases)
  func removedObserverIsNotCalledLaterInTheSameRound(kind: KeyedObserverKind) {
    let host = kind.make()
    let log = CallLog()
    let second = KeyPingRecorder("second", log: log)
    let first = KeyPingClosure("first") { _, key, value in
      log.append("first.\(key)(\(value))")
      host.removeKeyedObserver(for: key, second)
    }
    host.addKeyedObserver(for: "x", [first, second])
    host.ping(["x"], 1)
    #expect(log.entries == ["first.x(1)"])
    #expect(host.keyedObserverCount(for: "x") == 1)
  }

  @Test(arguments: KeyedObserverKind.allCases)
  func observerCanRemoveItselfAndNotifyInlineFromItsCallback(kind: KeyedObserverKind) {
    let host = kind.make()
    let log = CallLog()
    let selfRemoving = KeyPingClosure("self") { observer, key, value in
      log.append("self.\(key)(\(value))")
      host.removeKeyedObserver(for: key, observer)
    }
    let nesting = KeyPingClosure("nest") { _, key, value in
      log.append("nest.\(key)(\(value))")
      // A nested round runs inline, before the outer round continues; here for another key too.
      if value == 1 { host.ping([key, "other"], 2) }
    }
    let tail = KeyPingRecorder("tail", log: log)
    let other = KeyPingRecorder("other", log: log)
    host.addKeyedObserver(for: "x", [selfRemoving, nesting, tail])
    host.addKeyedObserver(for: "other", other)
    host.ping(["x"], 1)
    #expect(
      log.entries == [
        "self.x(1)", "nest.x(1)", "nest.x(2)", "tail.x(2)", "other.other(2)", "tail.x(1)",
      ])
  }

  @Test(arguments: KeyedObserverKind.allCases)
  func callbacksMayUseThePlainAPIToo(kind: KeyedObserverKind) {
    let host = kind.make()
    let log = CallLog()
    let plain = PingOnly("plain", log: log)
    let keyed = KeyPingClosure("keyed") { _, key, value in
      log.append("keyed.\(key)(\(value))")
      host.addObserver(plain)
      host.withObservers { (observer: PingObserver) in observer.ping(value) }
      host.removeObserver(plain)
      host.removeAllKeyedObservers()
    }
    host.addKeyedObserver(for: ["x", "y"], keyed)
    host.ping(["x", "y"], 7)
    #expect(log.entries == ["keyed.x(7)", "plain.ping(7)"])
    #expect(host.observerCount == 0)
  }

  @Test func withKeyedObserversRethrows() {
    struct Stop: Error {}
    let host = KeyedObservableClass<Int>()
    let log = CallLog()
    let a = KeyPingRecorder("a", log: log)
    let b = KeyPingRecorder("b", log: log)
    host.addKeyedObserver(for: 1, [a, b])
    #expect(throws: Stop.self) {
      try host.withKeyedObservers(for: [1]) { (_: Int, observer: KeyPingObserver) in
        observer.ping("1", 0)
        throw Stop()
      }
    }
    #expect(log.entries == ["a.1(0)"])
  }
}
