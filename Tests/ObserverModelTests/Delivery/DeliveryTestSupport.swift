import Dispatch
import Foundation
import ObserverModel
import TestSupport
import Testing

/// Values delivered on the main actor, with a bounded wait for a condition on them. Every append
/// checks that it runs on the main actor and the main queue.
@MainActor
final class MainActorLog<Value> {
  private(set) var values: [Value] = []
  private var waiters: [(condition: ([Value]) -> Bool, waiter: Waiter)] = []

  func append(_ value: Value) {
    MainActor.assertIsolated("delivered off the main actor")
    dispatchPrecondition(condition: .onQueue(.main))
    values.append(value)
    let values = values
    var ready: [Waiter] = []
    waiters.removeAll { waiter in
      guard waiter.condition(values) else { return false }
      ready.append(waiter.waiter)
      return true
    }
    for waiter in ready { waiter.resume() }
  }

  /// Returns once `condition` holds for the values delivered so far, or records a failure after
  /// `defaultWaitLimit`.
  func wait(
    sourceLocation: SourceLocation = #_sourceLocation,
    until condition: @escaping ([Value]) -> Bool
  ) async {
    if condition(values) { return }
    await boundedWait("a condition on the values delivered", sourceLocation: sourceLocation) {
      waiters.append((condition, $0))
    }
  }
}

/// Values delivered on any thread, with a bounded wait for a condition on them.
final class SendableLog<Value: Sendable>: Sendable {
  private struct State {
    var values: [Value] = []
    var waiters: [(condition: @Sendable ([Value]) -> Bool, waiter: Waiter)] = []
  }

  /// Under the library's `Lock`, which ThreadSanitizer sees hand over (not a bare `Mutex`).
  private let state = Lock(State())

  func append(_ value: Value) {
    let ready = state.withLock { state -> [Waiter] in
      state.values.append(value)
      let values = state.values
      var ready: [Waiter] = []
      state.waiters.removeAll { waiter in
        guard waiter.condition(values) else { return false }
        ready.append(waiter.waiter)
        return true
      }
      return ready
    }
    for waiter in ready { waiter.resume() }
  }

  var values: [Value] { state.withLock { $0.values } }

  /// Returns once `condition` holds for the values delivered so far, or records a failure after
  /// `defaultWaitLimit`.
  func wait(
    sourceLocation: SourceLocation = #_sourceLocation,
    until condition: @escaping @Sendable ([Value]) -> Bool
  ) async {
    await boundedWait("a condition on the values delivered", sourceLocation: sourceLocation) {
      waiter in
      let satisfied = state.withLock { state -> Bool in
        if condition(state.values) { return true }
        state.waiters.append((condition, waiter))
        return false
      }
      if satisfied { waiter.resume() }
    }
  }
}

/// A serial executor that runs its jobs on a dispatch queue, so a test can check where a
/// callback ran with `dispatchPrecondition`.
final class QueueExecutor: SerialExecutor {
  let queue: DispatchQueue

  init(label: String) {
    queue = DispatchQueue(label: label)
  }

  func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    queue.async { job.runSynchronously(on: self.asUnownedSerialExecutor()) }
  }
}

/// Lets every block enqueued on the main queue before this call run.
func drainMainQueue(sourceLocation: SourceLocation = #_sourceLocation) async {
  await boundedWait("the main queue drains", sourceLocation: sourceLocation) { waiter in
    DispatchQueue.main.async { waiter.resume() }
  }
}

/// Runs `body` on `count` new threads at once and returns when all have finished.
func runOnThreads(_ count: Int, _ body: @escaping @Sendable (_ thread: Int) -> Void) {
  startThreads(count, body).wait()
}

/// Starts `body` on `count` new threads at once; the group is left when all have finished.
private func startThreads(
  _ count: Int, _ body: @escaping @Sendable (_ thread: Int) -> Void
) -> DispatchGroup {
  let group = DispatchGroup()
  for index in 0..<count {
    group.enter()
    Thread {
      body(index)
      group.leave()
    }.start()
  }
  return group
}

/// Runs `body` on `count` new threads at once and returns when all have finished, suspended
/// meanwhile rather than blocked: a caller on the main actor leaves it to the hops the threads
/// schedule and to the other tests' main-actor work. Bounded like every wait (``boundedWait``).
func floodFromThreads(
  _ count: Int, sourceLocation: SourceLocation = #_sourceLocation,
  _ body: @escaping @Sendable (_ thread: Int) -> Void
) async {
  await boundedWait("\(count) flooding threads finish", sourceLocation: sourceLocation) {
    waiter in
    startThreads(count, body).notify(queue: .global()) { waiter.resume() }
  }
}

/// The threads started by `runOnNamedThread`, by name, behind a lock ThreadSanitizer sees.
private final class NamedThreads: @unchecked Sendable {
  // @unchecked: `threads` is touched only under `lock`.
  private let lock = NSLock()
  private var threads: [String: pthread_t] = [:]

  subscript(name: String) -> pthread_t? {
    get { lock.withLock { threads[name] } }
    set { lock.withLock { threads[name] = newValue } }
  }
}

private let namedThreads = NamedThreads()

/// Runs `body` on a new thread known as `name` and returns when it has finished.
func runOnNamedThread(_ name: String, _ body: @escaping @Sendable () -> Void) {
  let done = DispatchSemaphore(value: 0)
  let thread = Thread {
    namedThreads[name] = pthread_self()
    body()
    done.signal()
  }
  thread.start()
  done.wait()
}

/// Whether the current thread is the one `runOnNamedThread` started as `name`.
func onThread(named name: String) -> Bool {
  guard let thread = namedThreads[name] else { return false }
  return pthread_equal(thread, pthread_self()) != 0
}
