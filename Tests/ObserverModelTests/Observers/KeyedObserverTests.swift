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
    host.addKeyedObserver(key: "x", c)
    host.addKeyedObserver(key: "x", unrelated)
    host.addKeyedObserver(key: "x", a)
    host.addKeyedObserver(key: "y", b)
    host.addKeyedObserver(key: "x", c)  // already registered for "x": keeps its place

    host.ping(["x"], 1)
    host.ping(["y"], 2)
    host.ping(["z"], 3)  // no observers
    #expect(log.entries == ["c.x(1)", "a.x(1)", "b.y(2)"])
    #expect(host.keyedObserverCount(key: "x") == 3)
    #expect(host.keyedObserverCount(key: "z") == 0)
  }

  @Test(arguments: KeyedObserverKind.allCases)
  func severalKeysAreNotifiedKeyByKeyInTheOrderGiven(kind: KeyedObserverKind) {
    let host = kind.make()
    let log = CallLog()
    let a = KeyPingRecorder("a", log: log)
    let b = KeyPingRecorder("b", log: log)
    host.addKeyedObserver(keys: ["x", "y"], [a, b])
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
    host.addKeyedObserver(key: "k", a)
    host.addKeyedObserver(key: "k", [b, c])
    host.addKeyedObserver(keys: ["m", "n"], a)
    host.addKeyedObserver(keys: ["m", "n"], [b, c])
    host.ping(["k", "m", "n"], 0)
    #expect(
      log.entries == [
        "a.k(0)", "b.k(0)", "c.k(0)", "a.m(0)", "b.m(0)", "c.m(0)", "a.n(0)", "b.n(0)", "c.n(0)",
      ])

    log.clear()
    host.removeKeyedObserver(key: "k", a)
    host.removeKeyedObserver(key: "k", [b])
    host.removeKeyedObserver(keys: ["m", "n"], c)
    host.removeKeyedObserver(keys: ["m", "n"], [a, b])
    host.ping(["k", "m", "n"], 1)
    #expect(log.entries == ["c.k(1)"])
    #expect(host.hasKeyedObserver(key: "k", c))
    #expect(!host.hasKeyedObserver(key: "k", a))
    #expect(!host.hasKeyedObserver(key: "m", c))
  }

  @Test(arguments: KeyedObserverKind.allCases)
  func removeThenAddMovesToTheEndOfThatKey(kind: KeyedObserverKind) {
    let host = kind.make()
    let log = CallLog()
    let a = KeyPingRecorder("a", log: log)
    let b = KeyPingRecorder("b", log: log)
    host.addKeyedObserver(keys: ["x", "y"], [a, b])
    host.removeKeyedObserver(key: "x", a)
    host.addKeyedObserver(key: "x", a)
    host.ping(["x", "y"], 0)
    #expect(log.entries == ["b.x(0)", "a.x(0)", "a.y(0)", "b.y(0)"])
  }

  @Test(arguments: KeyedObserverKind.allCases)
  func keyedAndPlainRegistrationsAreSeparate(kind: KeyedObserverKind) {
    let host = kind.make()
    let log = CallLog()
    let keyed = KeyPingRecorder("keyed", log: log)
    let plain = KeyPingRecorder("plain", log: log)
    host.addKeyedObserver(key: "x", keyed)
    host.addObserver(plain)
    host.ping(["x"], 1)
    host.withObservers { (observer: KeyPingObserver) in observer.ping("-", 2) }
    #expect(log.entries == ["keyed.x(1)", "plain.-(2)"])
    #expect(host.observerCount == 1)
    #expect(!host.hasObserver(keyed))

    host.removeAllObservers()
    #expect(host.keyedObserverCount(key: "x") == 1)
    host.removeAllKeyedObservers()
    #expect(host.keyedObserverCount(key: "x") == 0)
    log.clear()
    host.ping(["x"], 3)
    #expect(log.entries.isEmpty)
  }

  @Test(arguments: KeyedObserverKind.allCases)
  func keyedObserversAreHeldWeakly(kind: KeyedObserverKind) {
    let host = kind.make()
    let log = CallLog()
    let survivor = KeyPingRecorder("survivor", log: log)
    host.addKeyedObserver(key: "x", survivor)
    weak var weakTemporary: KeyPingRecorder?
    do {
      let temporary = KeyPingRecorder("temporary", log: log)
      weakTemporary = temporary
      host.addKeyedObserver(keys: ["x", "y"], temporary)
      host.ping(["x", "y"], 1)
      #expect(host.keyedObserverCount(key: "y") == 1)
    }
    #expect(weakTemporary == nil, "the observable must not keep its keyed observer alive")
    host.ping(["x", "y"], 2)
    #expect(log.entries == ["survivor.x(1)", "temporary.x(1)", "temporary.y(1)", "survivor.x(2)"])
    #expect(host.keyedObserverCount(key: "x") == 1)
    #expect(host.keyedObserverCount(key: "y") == 0)
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

  /// Keys are typed: an `Int` key and a `UInt8` key of the same value are different keys (where
  /// `AnyHashable` alone would call them equal), and one observable serves keys of several types.
  @Test(arguments: KeyedObserverKind.allCases)
  func keysOfDifferentTypesNeverMatch(kind: KeyedObserverKind) {
    enum Channel: Hashable, Sendable { case left, right }
    let host = kind.make()
    let log = CallLog()
    let int = KeyPingRecorder("int", log: log)
    let byte = KeyPingRecorder("byte", log: log)
    let text = KeyPingRecorder("text", log: log)
    let channel = KeyPingRecorder("channel", log: log)
    host.addKeyedObserver(key: 1, int)
    host.addKeyedObserver(key: UInt8(1), byte)
    host.addKeyedObserver(key: "1", text)
    host.addKeyedObserver(keys: [Channel.left], channel)

    host.withKeyedObservers(key: 1) { (key: Int, observer: KeyPingObserver) in
      observer.ping("\(key)", 1)
    }
    host.withKeyedObservers(keys: [UInt8(1)]) { (key, observer: KeyPingObserver) in
      observer.ping("\(key)", 2)
    }
    host.withKeyedObservers(key: Channel.left) { (key, observer: KeyPingObserver) in
      observer.ping("\(key)", 3)
    }
    host.withKeyedObservers(key: Channel.right) { (key, observer: KeyPingObserver) in
      observer.ping("\(key)", 4)
    }
    host.ping(["1"], 5)
    #expect(log.entries == ["int.1(1)", "byte.1(2)", "channel.left(3)", "text.1(5)"])
    #expect(host.keyedObserverCount(key: 1) == 1)
    #expect(!host.hasKeyedObserver(key: UInt8(1), int))
    host.removeKeyedObserver(key: 1, byte)  // wrong key type: nothing happens
    #expect(host.hasKeyedObserver(key: UInt8(1), byte))
  }

  // MARK: Re-entrancy

  @Test(arguments: KeyedObserverKind.allCases)
  func observerAddedDuringARoundIsCalledFromTheNextRound(kind: KeyedObserverKind) {
    let host = kind.make()
    let log = CallLog()
    let late = KeyPingRecorder("late", log: log)
    let early = KeyPingClosure("early") { _, key, value in
      log.append("early.\(key)(\(value))")
      host.addKeyedObserver(key: key, late)
    }
    host.addKeyedObserver(key: "x", early)
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
      host.addKeyedObserver(key: "y", late)
    }
    host.addKeyedObserver(key: "x", early)
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
      host.removeKeyedObserver(key: key, second)
    }
    host.addKeyedObserver(key: "x", [first, second])
    host.ping(["x"], 1)
    #expect(log.entries == ["first.x(1)"])
    #expect(host.keyedObserverCount(key: "x") == 1)
  }

  @Test(arguments: KeyedObserverKind.allCases)
  func observerCanRemoveItselfAndNotifyInlineFromItsCallback(kind: KeyedObserverKind) {
    let host = kind.make()
    let log = CallLog()
    let selfRemoving = KeyPingClosure("self") { observer, key, value in
      log.append("self.\(key)(\(value))")
      host.removeKeyedObserver(key: key, observer)
    }
    let nesting = KeyPingClosure("nest") { _, key, value in
      log.append("nest.\(key)(\(value))")
      // A nested round runs inline, before the outer round continues; here for another key too.
      if value == 1 { host.ping([key, "other"], 2) }
    }
    let tail = KeyPingRecorder("tail", log: log)
    let other = KeyPingRecorder("other", log: log)
    host.addKeyedObserver(key: "x", [selfRemoving, nesting, tail])
    host.addKeyedObserver(key: "other", other)
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
    host.addKeyedObserver(keys: ["x", "y"], keyed)
    host.ping(["x", "y"], 7)
    #expect(log.entries == ["keyed.x(7)", "plain.ping(7)"])
    #expect(host.observerCount == 0)
  }

  @Test func withKeyedObserversRethrows() {
    struct Stop: Error {}
    let host = KeyedObservableClass()
    let log = CallLog()
    let a = KeyPingRecorder("a", log: log)
    let b = KeyPingRecorder("b", log: log)
    host.addKeyedObserver(key: 1, [a, b])
    #expect(throws: Stop.self) {
      try host.withKeyedObservers(keys: [1]) { (_: Int, observer: KeyPingObserver) in
        observer.ping("1", 0)
        throw Stop()
      }
    }
    #expect(log.entries == ["a.1(0)"])
  }
}
