import Observation
import ObserverModel
import Synchronization

/// A plain, non-`Sendable` model: observed and written from one isolation.
@Observable
final class CounterModel {
  var count = 0
  var isEnabled = false
  var name: String?
  var isPositive: Bool { count > 0 }
}

/// A main-actor model, as a user interface would have.
@MainActor
@Observable
final class MainActorCounterModel {
  var count = 0
  var isEnabled = false
}

/// A `Sendable` model whose property any thread may write: the storage is atomic and the
/// registrar is told about every access and mutation by hand.
@Observable
final class SharedCounter: Sendable {
  @ObservationIgnored private let storage = Atomic<Int>(0)

  var value: Int {
    access(keyPath: \.value)
    return storage.load(ordering: .acquiring)
  }

  func increment() {
    withMutation(keyPath: \.value) { _ = storage.add(1, ordering: .acquiringAndReleasing) }
  }
}

/// Collects delivered values from any thread.
final class Recorder<Value: Sendable>: Sendable {
  private let storage = Mutex<[Value]>([])

  func append(_ value: Value) { storage.withLock { $0.append(value) } }

  var values: [Value] { storage.withLock { $0 } }
}

/// A one-shot gate a task can wait on until the test opens it.
final class Gate: Sendable {
  private let state = Mutex<(open: Bool, waiters: [CheckedContinuation<Void, Never>])>(
    (false, []))

  func wait() async {
    await withCheckedContinuation { continuation in
      let proceed = state.withLock { state -> Bool in
        if state.open { return true }
        state.waiters.append(continuation)
        return false
      }
      if proceed { continuation.resume() }
    }
  }

  func open() {
    let waiters = state.withLock { state in
      state.open = true
      defer { state.waiters = [] }
      return state.waiters
    }
    for waiter in waiters { waiter.resume() }
  }
}

/// An async queue of signals from callbacks to the test.
struct Signals<Value: Sendable>: Sendable {
  let stream: AsyncStream<Value>
  let continuation: AsyncStream<Value>.Continuation

  init() {
    (stream, continuation) = AsyncStream.makeStream()
  }

  func send(_ value: Value) { continuation.yield(value) }

  /// The next `count` signals, in order.
  func next(_ count: Int) async -> [Value] {
    var received: [Value] = []
    for await value in stream {
      received.append(value)
      if received.count == count { break }
    }
    return received
  }
}

/// Tells whether an object is still alive without keeping it so.
final class WeakBox<Object: AnyObject> {
  weak var object: Object?
  init(_ object: Object) { self.object = object }
}

func debounce(
  _ milliseconds: Int, tolerance: Duration? = nil, mode: ObservationDebounce.Mode
) -> ObservationOptions {
  [
    .rateLimit(
      .debounce(
        ObservationDebounce(interval: .milliseconds(milliseconds), tolerance: tolerance, mode: mode)
      ))
  ]
}

func throttle(_ milliseconds: Int, mode: ObservationThrottle.Mode = .latest)
  -> ObservationOptions
{
  [.rateLimit(.throttle(ObservationThrottle(interval: .milliseconds(milliseconds), mode: mode)))]
}
