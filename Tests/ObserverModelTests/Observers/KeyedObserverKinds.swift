import ObserverModel
import Testing

/// Which keyed observable kind a parameterized test runs against.
enum KeyedObserverKind: String, CaseIterable, CustomTestStringConvertible, Sendable {
  case plain, threadSafe, thread

  func make() -> any KeyedProtocolObservable {
    switch self {
    case .plain: KeyedObservableClass()
    case .threadSafe: KeyedObservableThreadSafeClass()
    case .thread: KeyedObservableThread()
    }
  }

  var testDescription: String { rawValue }
}

/// An observer protocol for keyed rounds: told which key it is called for.
protocol KeyPingObserver: AnyObject { func ping(_ key: String, _ value: Int) }

/// Records keyed calls as "name.key(value)", in order.
final class KeyPingRecorder: KeyPingObserver {
  let name: String
  let log: CallLog
  init(_ name: String, log: CallLog) {
    self.name = name
    self.log = log
  }
  func ping(_ key: String, _ value: Int) { log.append("\(name).\(key)(\(value))") }
}

/// A keyed observer whose callback is a closure, for re-entrancy tests.
final class KeyPingClosure: KeyPingObserver {
  let name: String
  var onPing: (KeyPingClosure, String, Int) -> Void
  init(_ name: String, onPing: @escaping (KeyPingClosure, String, Int) -> Void) {
    self.name = name
    self.onPing = onPing
  }
  func ping(_ key: String, _ value: Int) { onPing(self, key, value) }
}

extension KeyedProtocolObservable {
  /// Pings the observers of `keys`, key by key.
  func ping(_ keys: [String], _ value: Int) {
    withKeyedObservers(keys: keys) { (key, observer: KeyPingObserver) in observer.ping(key, value) }
  }
}
