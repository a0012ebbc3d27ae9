import Dispatch
import ObserverModel
import TestSupport
import Testing

/// A keyed observer that records calls from any thread.
final class KeyedCallRecorder: KeyPingObserver, Sendable {
  let log = TestLog<String>()
  func ping(_ key: String, _ value: Int) { log.append("\(key)(\(value))") }
}

/// A thread that notifies its keyed observers from its own body, then says it is done.
final class KeyedTicker: KeyedObservableThread {
  let finished = DispatchSemaphore(value: 0)

  override func main() {
    for value in 1...2 {
      withKeyedObservers(keys: ["a", "b"]) { (key, observer: KeyPingObserver) in
        observer.ping(key, value)
      }
    }
    finished.signal()
  }
}

@Suite("KeyedObservableThread")
struct KeyedObservableThreadTests {
  @Test func aSubclassNotifiesKeyedObserversFromItsOwnThread() {
    let ticker = KeyedTicker()
    let onA = KeyedCallRecorder()
    let onB = KeyedCallRecorder()
    ticker.addKeyedObserver(key: "a", onA)
    ticker.addKeyedObserver(keys: ["b"], [onB])
    ticker.start()
    ticker.finished.wait()
    #expect(onA.log.values == ["a(1)", "a(2)"])
    #expect(onB.log.values == ["b(1)", "b(2)"])
  }
}
