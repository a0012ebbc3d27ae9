import ObserverModel
import Testing

/// The common surface of the three observable kinds, so each behaviour is tested on all of them.
protocol ObserverHost: AnyObject {
  func addObserver(_ observer: AnyObject)
  func addObserver(_ observers: [AnyObject])
  func removeObserver(_ observer: AnyObject)
  func removeObserver(_ observers: [AnyObject])
  func withObservers<T>(_ body: (T) throws -> Void) rethrows
  var observerCount: Int { get }
}

extension ObservableClass: ObserverHost {}
extension ObservableThreadSafeClass: ObserverHost {}
extension ObservableThread: ObserverHost {}

/// Which observable kind a parameterized test runs against.
enum ObserverKind: String, CaseIterable, CustomTestStringConvertible, Sendable {
  case plain, threadSafe, thread

  func make() -> any ObserverHost {
    switch self {
    case .plain: ObservableClass()
    case .threadSafe: ObservableThreadSafeClass()
    case .thread: ObservableThread()
    }
  }

  var testDescription: String { rawValue }
}

protocol PingObserver: AnyObject { func ping(_ value: Int) }
protocol PongObserver: AnyObject { func pong(_ value: Int) }

/// Records what it was called with, in order, under a name.
final class PingPongRecorder: PingObserver, PongObserver {
  let name: String
  let log: CallLog
  init(_ name: String, log: CallLog) {
    self.name = name
    self.log = log
  }
  func ping(_ value: Int) { log.append("\(name).ping(\(value))") }
  func pong(_ value: Int) { log.append("\(name).pong(\(value))") }
}

final class PingOnly: PingObserver {
  let name: String
  let log: CallLog
  init(_ name: String, log: CallLog) {
    self.name = name
    self.log = log
  }
  func ping(_ value: Int) { log.append("\(name).ping(\(value))") }
}

final class PongOnly: PongObserver {
  let name: String
  let log: CallLog
  init(_ name: String, log: CallLog) {
    self.name = name
    self.log = log
  }
  func pong(_ value: Int) { log.append("\(name).pong(\(value))") }
}

/// An ordered log of calls (single-threaded tests).
final class CallLog {
  private(set) var entries: [String] = []
  func append(_ entry: String) { entries.append(entry) }
  func clear() { entries.removeAll() }
}

/// An observer whose callback is a closure, for re-entrancy tests.
final class ClosureObserver: PingObserver {
  let name: String
  var onPing: (ClosureObserver, Int) -> Void
  init(_ name: String, onPing: @escaping (ClosureObserver, Int) -> Void) {
    self.name = name
    self.onPing = onPing
  }
  func ping(_ value: Int) { onPing(self, value) }
}
