import Dispatch
import ObserverModel
import Testing

// Every wait of a test for something another thread or task does goes through `boundedWait`,
// so that a bug that keeps the awaited event from happening fails the test instead of hanging
// the run. `.ci/checks/tests` keeps raw continuations in this file only, and wants a
// `.timeLimit` on every test of a file that awaits, which ends the waits that are not
// continuations (streams, task values) through cancellation. Every test target that waits imports it from TestSupport; the library's
// package-level `Lock` guards the waiter's state.

/// How long a test waits for a callback, a signal or a drain before it records a failure.
/// Far above what any wait takes, even under ThreadSanitizer on a loaded machine, and far below
/// the suites' one-minute time limits.
package let defaultWaitLimit: Duration = .seconds(30)

/// One bounded wait: whichever comes first of `resume()`, the deadline and the cancellation of
/// the waiting task ends it; the others then do nothing. Store it where a callback can reach it,
/// as one would store a continuation.
package final class Waiter: Sendable {
  /// How a wait ended.
  enum Outcome: Sendable {
    case resumed, timedOut, cancelled
  }

  private struct State {
    var outcome: Outcome?
    var continuation: CheckedContinuation<Outcome, Never>?
    var finished = false
  }

  /// Under the library's `Lock`, which ThreadSanitizer sees hand over (not a bare `Mutex`).
  private let state = Lock(State())

  /// Ends the wait; returns whether this call ended it (false when it had already ended).
  @discardableResult
  package func resume() -> Bool { finish(.resumed) }

  @discardableResult
  fileprivate func finish(_ outcome: Outcome) -> Bool {
    let ready = state.withLock { state -> (CheckedContinuation<Outcome, Never>?, Bool) in
      guard state.outcome == nil else { return (nil, false) }
      state.outcome = outcome
      defer { state.continuation = nil }
      return (state.continuation, true)
    }
    ready.0?.resume(returning: outcome)
    return ready.1
  }

  fileprivate func install(_ continuation: CheckedContinuation<Outcome, Never>) {
    let outcome = state.withLock { state -> Outcome? in
      if let outcome = state.outcome { return outcome }
      state.continuation = continuation
      return nil
    }
    if let outcome { continuation.resume(returning: outcome) }
  }
}

/// Suspends until the waiter that `start` receives is resumed, for at most `limit`. `start` runs
/// at once, on the caller's isolation: it stores the waiter or hands it to whatever will resume
/// it. Past the deadline, or when the waiting task is cancelled (a test's time limit cancels
/// it), records a failure naming `what` at the caller's line and returns false.
///
/// In a task cancelled before the wait begins, returns false at once and records nothing: the
/// wait under way at the cancellation has said which it was, and Swift Testing reports the time
/// limit; a test that goes on waiting in a loop would otherwise add an issue for every later
/// wait.
@discardableResult
package func boundedWait(
  _ what: String,
  limit: Duration = defaultWaitLimit,
  isolation: isolated (any Actor)? = #isolation,
  sourceLocation: SourceLocation = #_sourceLocation,
  _ start: (Waiter) -> Void
) async -> Bool {
  if Task.isCancelled { return false }
  let waiter = Waiter()
  let outcome = await withTaskCancellationHandler {
    await withCheckedContinuation(isolation: isolation) { continuation in
      waiter.install(continuation)
      start(waiter)
      DispatchQueue.global().asyncAfter(deadline: .now() + dispatchInterval(limit)) {
        waiter.finish(.timedOut)
      }
    }
  } onCancel: {
    waiter.finish(.cancelled)
  }
  switch outcome {
  case .resumed:
    return true
  case .timedOut:
    Issue.record("gave up waiting after \(limit): \(what)", sourceLocation: sourceLocation)
    return false
  case .cancelled:
    Issue.record("cancelled while waiting: \(what)", sourceLocation: sourceLocation)
    return false
  }
}

/// The value of `task`, waited for at most `limit`; `nil` when the wait gives up. Past the
/// deadline, or when the waiting test is cancelled, records a failure naming `what`, cancels
/// `task` (a consumer looping over a stream then ends) and returns at once, whether or not
/// `task` ends: a task whose cancellation is broken, which may be the very bug under test,
/// fails the test instead of hanging the run. `await task.value` alone would keep waiting
/// after the test's time limit, because cancelling the test does not cancel an unstructured
/// task.
///
/// In a task cancelled before the wait begins, cancels `task` and returns `nil` at once,
/// recording nothing, as ``boundedWait(_:limit:isolation:sourceLocation:_:)`` does.
@discardableResult
package func boundedValue<Success: Sendable>(
  of task: Task<Success, Never>,
  _ what: String,
  limit: Duration = defaultWaitLimit,
  isolation: isolated (any Actor)? = #isolation,
  sourceLocation: SourceLocation = #_sourceLocation
) async -> Success? {
  let value = Lock<Success?>(nil)
  let ended = await boundedWait(
    what, limit: limit, isolation: isolation, sourceLocation: sourceLocation
  ) { waiter in
    // Stays suspended if `task` never ends; the wait does not.
    Task.detached {
      let result = await task.value
      value.withLock { $0 = result }
      waiter.resume()
    }
  }
  guard ended else {
    task.cancel()
    return nil
  }
  return value.withLock { $0 }
}

private func dispatchInterval(_ duration: Duration) -> DispatchTimeInterval {
  let (seconds, attoseconds) = duration.components
  return .nanoseconds(Int(seconds) * 1_000_000_000 + Int(attoseconds / 1_000_000_000))
}

/// Records a failure naming `what` and calls `expire` once the main actor has kept up with
/// `limit` of ticks, a tenth of a second each, unless the returned task is cancelled first.
///
/// For a wait on work that runs on the main actor, which every main-actor test of a parallel
/// run shares: its limit is counted in the main actor's turns, not on the wall clock, so a
/// main actor busy with other tests for seconds delays the count as much as it delays the work,
/// and an idle one fails the wait after `limit`. Pair it with a bound in real time
/// (``boundedWait`` or ``boundedValue(of:_:limit:sourceLocation:)`` with their default limit)
/// for a main actor that never turns.
@discardableResult
package func mainActorDeadline(
  _ limit: Duration, _ what: String, sourceLocation: SourceLocation = #_sourceLocation,
  expire: @escaping @Sendable () -> Void
) -> Task<Void, Never> {
  Task { @MainActor in
    var counted = Duration.zero
    while counted < limit, !Task.isCancelled {
      try? await Task.sleep(for: .milliseconds(100))
      counted += .milliseconds(100)
    }
    guard !Task.isCancelled else { return }
    Issue.record(
      "gave up waiting after \(limit) of the main actor's time: \(what)",
      sourceLocation: sourceLocation)
    expire()
  }
}
