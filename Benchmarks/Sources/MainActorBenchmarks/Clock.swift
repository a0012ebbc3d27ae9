import Dispatch
import Foundation
import MallocCounter

/// Nanoseconds on the monotonic clock (the clock `HandoffMonitor` uses too).
@inline(__always)
func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

/// Heap allocations made so far by this thread.
@inline(__always)
func allocations() -> UInt64 { UInt64(malloc_counter_thread_allocations()) }

/// Sleeps one interval the way the dashboard's number thread does: a timed condition wait.
final class Pacer {
  private let condition = NSCondition()
  private let interval: TimeInterval

  init(intervalMicroseconds: Int) {
    interval = TimeInterval(intervalMicroseconds) / 1_000_000
  }

  func wait() {
    condition.lock()
    _ = condition.wait(until: Date(timeIntervalSinceNow: interval))
    condition.unlock()
  }
}

/// Blocks the calling thread until `done()` holds, checking every 200 µs.
func waitUntil(_ done: () -> Bool) {
  while !done() { usleep(200) }
}

/// The `p`-th percentile of `samples` (nanoseconds) by rank, as HandoffFloor computes it.
func percentile(_ samples: [Int], _ p: Double) -> Int {
  let sorted = samples.sorted()
  return sorted[min(sorted.count - 1, Int((Double(sorted.count) * p).rounded(.down)))]
}

/// Microseconds with one decimal.
func microseconds(_ nanoseconds: Int) -> String {
  String(format: "%.1f", Double(nanoseconds) / 1000)
}

/// The CPU model, from /proc/cpuinfo.
func cpuModel() -> String {
  guard let info = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8) else {
    return "unknown"
  }
  for line in info.split(separator: "\n") where line.hasPrefix("model name") {
    return line.split(separator: ":", maxSplits: 1).last.map {
      $0.trimmingCharacters(in: .whitespaces)
    } ?? "unknown"
  }
  return "unknown"
}

/// Whole nanoseconds of `duration` (0 when absent).
func nanoseconds(_ duration: Duration?) -> Int {
  guard let (seconds, attoseconds) = duration?.components else { return 0 }
  return Int(seconds) * 1_000_000_000 + Int(attoseconds / 1_000_000_000)
}
