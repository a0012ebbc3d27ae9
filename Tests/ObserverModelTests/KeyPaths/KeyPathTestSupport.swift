import Observation
import ObserverModel
import Synchronization
import TestSupport
import Testing

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

/// Collects delivered values from any thread, under the library's `Lock` (which ThreadSanitizer
/// sees hand over, unlike a bare `Mutex`).
final class Recorder<Value: Sendable>: Sendable {
  private let storage = Lock<[Value]>([])

  func append(_ value: Value) { storage.withLock { $0.append(value) } }

  var values: [Value] { storage.withLock { $0 } }
}

/// A one-shot gate a task can wait on until the test opens it (for at most `defaultWaitLimit`).
final class Gate: Sendable {
  private let state = Lock<(open: Bool, waiters: [Waiter])>((false, []))

  func wait(sourceLocation: SourceLocation = #_sourceLocation) async {
    await boundedWait("the gate opens", sourceLocation: sourceLocation) { waiter in
      let proceed = state.withLock { state -> Bool in
        if state.open { return true }
        state.waiters.append(waiter)
        return false
      }
      if proceed { waiter.resume() }
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

/// A queue of signals from callbacks to the test.
final class Signals<Value: Sendable>: Sendable {
  private struct State {
    var pending: [Value] = []
    var finished = false
    var waiter: (count: Int, waiter: Waiter)?
  }

  /// Under the library's `Lock`, which ThreadSanitizer sees hand over (not a bare `Mutex`).
  private let state = Lock(State())

  func send(_ value: Value) {
    let ready = state.withLock { state -> Waiter? in
      guard !state.finished else { return nil }
      state.pending.append(value)
      guard let waiter = state.waiter, state.pending.count >= waiter.count else { return nil }
      state.waiter = nil
      return waiter.waiter
    }
    ready?.resume()
  }

  /// Sends no more: `next` then returns what is left.
  func finish() {
    let ready = state.withLock { state -> Waiter? in
      state.finished = true
      defer { state.waiter = nil }
      return state.waiter?.waiter
    }
    ready?.resume()
  }

  /// The next `count` signals, in order: fewer once finished, or, with a recorded failure, when
  /// they do not all come within `defaultWaitLimit`.
  func next(_ count: Int, sourceLocation: SourceLocation = #_sourceLocation) async -> [Value] {
    await boundedWait("\(count) signal(s)", sourceLocation: sourceLocation) { waiter in
      let ready = state.withLock { state -> Bool in
        if state.finished || state.pending.count >= count { return true }
        state.waiter = (count, waiter)
        return false
      }
      if ready { waiter.resume() }
    }
    return state.withLock { state in
      let taken = Array(state.pending.prefix(count))
      state.pending.removeFirst(taken.count)
      return taken
    }
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
