import Testing

@testable import ObserverModel

@Suite("Keyed observer sweep")
struct KeyedObserverSweepTests {
  static func keyCount<Key>(_ host: some KeyedProtocolObservable<Key>) -> Int {
    host.keyedObserverStorage.withTables { $0.keyCount }
  }

  @Test func keysWhoseObserversDiedUnnoticedDoNotAccumulate() {
    let host = KeyedObservableClass<Int>()
    let survivor = KeyPingRecorder("survivor", log: CallLog())
    host.addKeyedObserver(for: -1, survivor)
    for key in 0..<10_000 {
      let temporary = KeyPingRecorder("t\(key)", log: CallLog())
      host.addKeyedObserver(for: key, temporary)
    }
    // Every temporary observer died without its key ever being notified or counted.
    #expect(Self.keyCount(host) < 100)
    #expect(host.keyedObserverCount(for: -1) == 1)
  }

  @Test func livingKeysSurviveTheSweep() {
    let host = KeyedObservableThreadSafeClass<Int>()
    let log = CallLog()
    let observers = (0..<100).map { KeyPingRecorder("o\($0)", log: log) }
    for (key, observer) in observers.enumerated() { host.addKeyedObserver(for: key, observer) }
    #expect(Self.keyCount(host) == 100)
    host.withKeyedObservers(for: Array(0..<100)) { (_, observer: KeyPingObserver) in
      observer.ping("k", 0)
    }
    #expect(log.entries.count == 100)
  }
}
