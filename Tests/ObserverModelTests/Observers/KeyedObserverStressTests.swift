import Foundation
import ObserverModel
import Synchronization
import TestSupport
import Testing

/// A keyed observer that counts its calls per key from any thread.
final class KeyedTickCounter: KeyPingObserver, Sendable {
  private let count = Atomic<Int>(0)
  func ping(_ key: String, _ value: Int) { count.add(1, ordering: .relaxed) }
  var ticks: Int { count.load(ordering: .relaxed) }
}

/// `Thread` is not `Sendable`, but the keyed observer API of `KeyedObservableThread` is
/// thread-safe; the stress test shares it across threads on purpose.
struct SendableKeyedThreadBox: @unchecked Sendable {
  let thread: KeyedObservableThread
}

/// Many threads adding, removing and notifying keyed observers at once, some of it from inside
/// callbacks (where Flowduino's keyed thread-safe class crashed). Run again under
/// ThreadSanitizer by `.ci/test`.
@Suite("Keyed observer stress", .threadOfItsOwn)
struct KeyedObserverStressTests {
  static let keys = ["a", "b", "c"]
  static let rounds = 1_000

  /// Every thread churns transient observers on one key and notifies all keys; a re-entrant
  /// observer adds and removes from inside its callback. The stable observers must hear every
  /// round for every key, exactly once.
  static func churn(
    _ host: any KeyedProtocolObservable,
    boxed: @escaping @Sendable () -> any KeyedProtocolObservable
  ) {
    let stable = keys.map { _ in KeyedTickCounter() }
    for counter in stable { host.addKeyedObserver(keys: keys, counter) }
    let reentrant = ReentrantKeyedObserver(host: boxed)
    host.addKeyedObserver(key: "b", reentrant)

    ProtocolObserverStressTests.concurrently { thread in
      let host = boxed()
      let key = keys[thread % keys.count]
      for round in 0..<rounds {
        let transient = KeyedTickCounter()
        host.addKeyedObserver(key: key, transient)
        host.withKeyedObservers(keys: keys) { (key, observer: KeyPingObserver) in
          observer.ping(key, round)
        }
        host.removeKeyedObserver(key: key, transient)
        if round % 7 == 0 { _ = host.keyedObserverCount(key: key) }
      }
    }

    let expected = ProtocolObserverStressTests.threads * rounds * keys.count
    for counter in stable { #expect(counter.ticks == expected) }
    #expect(reentrant.calls == ProtocolObserverStressTests.threads * rounds)
    for key in keys {
      #expect(host.keyedObserverCount(key: key) == stable.count + (key == "b" ? 1 : 0))
    }
  }

  @Test func threadSafeClassUnderContention() {
    let host = KeyedObservableThreadSafeClass()
    Self.churn(host, boxed: { host })
  }

  @Test func observableThreadUnderContention() {
    let box = SendableKeyedThreadBox(thread: KeyedObservableThread())
    Self.churn(box.thread, boxed: { box.thread })
  }
}

/// Adds, removes and notifies keyed observers from inside its own keyed callback.
final class ReentrantKeyedObserver: KeyPingObserver, Sendable {
  private let host: @Sendable () -> any KeyedProtocolObservable
  private let count = Atomic<Int>(0)

  init(host: @escaping @Sendable () -> any KeyedProtocolObservable) {
    self.host = host
  }

  func ping(_ key: String, _ value: Int) {
    count.add(1, ordering: .relaxed)
    let host = host()
    let guest = KeyedTickCounter()
    host.addKeyedObserver(key: "d", guest)
    host.withKeyedObservers(key: "d") { (_, observer: KeyPingObserver) in observer.ping("d", value)
    }
    host.removeKeyedObserver(key: "d", guest)
  }

  var calls: Int { count.load(ordering: .relaxed) }
}
