import Dispatch
import Foundation
import TestSupport
import Testing

/// Runs `work` on `threads` new threads at once (each gets its index) while the main actor
/// waits for them without giving up the main thread, for at most `limit`: no hop to the main
/// actor can run meanwhile, so a test can count exactly how many hops the work left pending.
/// Records a failure naming `what` and returns false past the deadline.
@MainActor
@discardableResult
func whileMainActorIsBusy(
  _ what: String, threads: Int = 1, limit: Duration = defaultWaitLimit,
  sourceLocation: SourceLocation = #_sourceLocation,
  _ work: @escaping @Sendable (_ thread: Int) -> Void
) -> Bool {
  let finished = DispatchSemaphore(value: 0)
  for thread in 0..<threads {
    Thread {
      work(thread)
      finished.signal()
    }.start()
  }
  let deadline = DispatchTime.now() + Double(limit.components.seconds)
  for _ in 0..<threads where finished.wait(timeout: deadline) == .timedOut {
    Issue.record("gave up waiting after \(limit): \(what)", sourceLocation: sourceLocation)
    return false
  }
  return true
}
