import Dispatch
import ObserverModel
import Synchronization

/// What the main actor saw of a latest-only subscription.
@MainActor
final class FloodLog {
  private(set) var last: Int = -1
  private(set) var deliveries = 0
  private(set) var wentBackwards = false

  func record(_ value: Int) {
    if value <= last { wentBackwards = true }
    last = value
    deliveries += 1
  }
}

/// The results of the flood phases.
struct FloodResult: Sendable {
  var rateHz = 0.0
  var statistics = HandoffStatistics()
  var finalSent = 0
  var allocationsPerCoalescedSend = 0.0
  var nanosecondsPerCoalescedSend = 0.0
  var blockedSends = 0
  var blockedStatistics = HandoffStatistics()
}

/// Latest-only delivery on the main actor, flooded from a worker (the calling thread, which
/// must not be the main thread).
///
/// Live phase: `sends` values paced at `intervalNanoseconds` by spinning. Blocked phase: the
/// main queue is held busy, one value schedules the hop, then `blockedSends` more are sent and
/// the worker's allocations over them counted: every one of them is coalesced.
func runFlood(
  observer: Observer<Int>, monitor: HandoffMonitor, blockedMonitor: HandoffMonitor,
  blockedObserver: Observer<Int>, sends: Int, intervalNanoseconds: UInt64, blockedSends: Int
) -> FloodResult {
  var result = FloodResult()
  let start = now()
  var deadline = start
  for value in 1...sends {
    deadline += intervalNanoseconds
    while now() < deadline {}
    observer.update(value)
  }
  result.rateHz = Double(sends) / (Double(now() - start) / 1e9)
  result.finalSent = sends
  waitUntil {
    let statistics = monitor.statistics
    return statistics.pending == 0 && statistics.hops + statistics.coalesced == statistics.sent
  }
  result.statistics = monitor.statistics

  let release = DispatchSemaphore(value: 0)
  let blocked = DispatchSemaphore(value: 0)
  DispatchQueue.main.async {
    blocked.signal()
    release.wait()
  }
  blocked.wait()
  blockedObserver.update(0)  // schedules the one hop
  let before = allocations()
  let started = now()
  for value in 1...blockedSends { blockedObserver.update(value) }
  let elapsed = now() - started
  let allocated = allocations() - before
  result.nanosecondsPerCoalescedSend = Double(elapsed) / Double(blockedSends)
  result.blockedSends = blockedSends
  release.signal()
  waitUntil { blockedMonitor.statistics.pending == 0 }
  result.blockedStatistics = blockedMonitor.statistics
  result.allocationsPerCoalescedSend = Double(allocated) / Double(blockedSends)
  return result
}
