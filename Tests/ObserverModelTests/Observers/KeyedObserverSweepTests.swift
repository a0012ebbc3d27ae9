import Testing

@testable import ObserverModel

@Suite("Keyed observer sweep")
struct KeyedObserverSweepTests {
  static func keyCount(_ host: some KeyedProtocolObservable) -> Int {
    host.observerStorage.keyCount
  }

  @Test func keysWhoseObserversDiedUnnoticedDoNotAccumulate() {
    let host = KeyedObservableClass()
    let survivor = KeyPingRecorder("survivor", log: CallLog())
    host.addKeyedObserver(key: -1, survivor)
    for key in 0..<10_000 {
      let temporary = KeyPingRecorder("t\(key)", log: CallLog())
      host.addKeyedObserver(key: key, temporary)
    }
    // Every temporary observer died without its key ever being notified or counted.
    #expect(Self.keyCount(host) < 100)
    #expect(host.keyedObserverCount(key: -1) == 1)
  }

  @Test func livingKeysSurviveTheSweep() {
    let host = KeyedObservableThreadSafeClass()
    let log = CallLog()
    let observers = (0..<100).map { KeyPingRecorder("o\($0)", log: log) }
    for (key, observer) in observers.enumerated() { host.addKeyedObserver(key: key, observer) }
    #expect(Self.keyCount(host) == 100)
    host.withKeyedObservers(keys: Array(0..<100)) { (_, observer: KeyPingObserver) in
      observer.ping("k", 0)
    }
    #expect(log.entries.count == 100)
  }
}
