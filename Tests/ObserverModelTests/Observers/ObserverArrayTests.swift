import ObserverModel
import Testing

@Suite("Adding and removing arrays of observers")
struct ObserverArrayTests {
  @Test(arguments: ObserverKind.allCases)
  func anArrayIsAddedInItsOrderAfterTheCurrentObservers(kind: ObserverKind) {
    let host = kind.make()
    let log = CallLog()
    let first = PingOnly("first", log: log)
    let a = PingPongRecorder("a", log: log)
    let b = PingPongRecorder("b", log: log)
    host.addObserver(first)
    host.addObserver([a, b, first, a])  // already registered ones keep their place
    host.withObservers { (observer: PingObserver) in observer.ping(0) }
    #expect(log.entries == ["first.ping(0)", "a.ping(0)", "b.ping(0)"])
    #expect(host.observerCount == 3)
  }

  @Test(arguments: ObserverKind.allCases)
  func anArrayIsRemoved(kind: ObserverKind) {
    let host = kind.make()
    let log = CallLog()
    let observers = (0..<4).map { PingPongRecorder("o\($0)", log: log) }
    host.addObserver(observers)
    host.removeObserver([observers[0], observers[2], PingPongRecorder("stranger", log: log)])
    host.withObservers { (observer: PingObserver) in observer.ping(1) }
    #expect(log.entries == ["o1.ping(1)", "o3.ping(1)"])
  }

  @Test func arraysOfProtocolExistentialsAndMixedClassesWork() {
    let host = ObservableThreadSafeClass()
    let log = CallLog()
    let pings: [any PingObserver] = [PingOnly("p", log: log), PingPongRecorder("pp", log: log)]
    host.addObserver(pings)
    host.addObserver([PongOnly("unkept", log: log), pings[0]])
    host.withObservers { (observer: PingObserver) in observer.ping(2) }
    #expect(log.entries == ["p.ping(2)", "pp.ping(2)"])
    host.removeObserver(pings)
    #expect(host.observerCount == 0)
  }

  @Test func observersAddedAsAnArrayAreHeldWeakly() {
    let host = ObservableClass()
    weak var weakObserver: PingPongRecorder?
    do {
      let observer = PingPongRecorder("temporary", log: CallLog())
      weakObserver = observer
      host.addObserver([observer])
    }
    #expect(weakObserver == nil)
    #expect(host.observerCount == 0)
  }
}
