import Dispatch
import Foundation
import Testing

/// Runs `work` on a new thread while the main actor waits for it without giving up the main
/// thread, for at most `limit`: no hop to the main actor can run meanwhile, so a test can count
/// exactly how many hops the work left pending. Records a failure naming `what` and returns
/// false past the deadline.
@MainActor
@discardableResult
func whileMainActorIsBusy(
  _ what: String, limit: Duration = defaultWaitLimit,
  sourceLocation: SourceLocation = #_sourceLocation,
  _ work: @escaping @Sendable () -> Void
) -> Bool {
  let finished = DispatchSemaphore(value: 0)
  Thread {
    work()
    finished.signal()
  }.start()
  let seconds = Double(limit.components.seconds)
  guard finished.wait(timeout: .now() + seconds) == .success else {
    Issue.record("gave up waiting after \(limit): \(what)", sourceLocation: sourceLocation)
    return false
  }
  return true
}
