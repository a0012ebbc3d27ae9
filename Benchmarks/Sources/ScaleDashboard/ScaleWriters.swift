import Foundation
import Glance
import Synchronization

/// The writers of the scale benchmark: `count` threads sharing `rate` updates a second between
/// them, each owning a block of consecutive values and writing them round-robin, paced in 1 ms
/// steps.
/// Each value's row shows how many times it was written, so the last value of every key is
/// known when the writers stop.
final class ScaleWriters: Sendable {
  /// The panels' row feeds; value `i` is row `i % rowsPerFeed` of feed `i / rowsPerFeed`.
  let feeds: [RowFeed<Int, Int>]
  let rowsPerFeed: Int
  private let count: Int
  private let rate: Int
  /// Updates written so far, by all writers.
  let written = Atomic<Int>(0)
  /// Each value's final count, filled in as each writer stops.
  private let finalCounts: Mutex<[Int]>
  /// The writers' own CPU time, in nanoseconds, added as each stops.
  private let cpuNanoseconds = Atomic<Int64>(0)
  private let stopped = Atomic<Bool>(false)
  private let running = DispatchGroup()
  /// The flood case's log lines and latencies, written beside the values.
  let flood: FloodLoad?

  init(feeds: [RowFeed<Int, Int>], rowsPerFeed: Int, count: Int, rate: Int, flood: FloodLoad?) {
    self.flood = flood
    self.feeds = feeds
    self.rowsPerFeed = rowsPerFeed
    self.count = count
    self.rate = rate
    finalCounts = Mutex(Array(repeating: 0, count: feeds.count * rowsPerFeed))
  }

  /// Starts the threads.
  func start() {
    for index in 0..<count {
      running.enter()
      let thread = Thread { [self] in write(as: index) }
      thread.name = "scale.writer.\(index)"
      thread.start()
    }
  }

  /// Stops the threads and waits for them.
  func stop() {
    stopped.store(true, ordering: .releasing)
    running.wait()
  }

  /// What each value's row should end on: the number of times it was written.
  var expectedCounts: [Int] { finalCounts.withLock { $0 } }

  /// The writers' CPU time.
  var cpuTime: Duration { .nanoseconds(cpuNanoseconds.load(ordering: .acquiring)) }

  private func write(as writer: Int) {
    defer { running.leave() }
    let cpuAtStart = threadCPUNanoseconds()
    // A block of consecutive values each, as a service's per-queue owners would write them.
    let total = feeds.count * rowsPerFeed
    let owned = Array(total * writer / count..<total * (writer + 1) / count)
    var counts = Array(repeating: 0, count: owned.count)
    // This writer's share of the updates each millisecond, spread so the shares add up to it.
    let perMillisecond = rate / 1000
    let perStep = perMillisecond * (writer + 1) / count - perMillisecond * writer / count
    var next = 0
    let floodShare = flood?.share(of: writer, among: count)
    var floodPosition = writer &* 1_000_003
    let logFeeds = flood?.logFeeds ?? []
    let latencyFeed = flood?.latencyFeed
    var deadline = ContinuousClock.now
    while !stopped.load(ordering: .acquiring) {
      for _ in 0..<perStep {
        counts[next] += 1
        let value = owned[next]
        feeds[value / rowsPerFeed].set(counts[next], for: value % rowsPerFeed)
        next = next + 1 == owned.count ? 0 : next + 1
      }
      written.add(perStep, ordering: .relaxed)
      if let flood, let floodShare, let latencyFeed {
        flood.write(
          lines: floodShare.lines, latencies: floodShare.latencies, from: &floodPosition,
          to: logFeeds, and: latencyFeed)
      }
      deadline += .milliseconds(1)
      let now = ContinuousClock.now
      if deadline > now {
        Thread.sleep(forTimeInterval: (deadline - now).secondsValue)
      } else if now - deadline > .milliseconds(100) {
        deadline = now  // far behind: do not try to catch up in one burst
      }
    }
    finalCounts.withLock { finals in
      for (slot, value) in owned.enumerated() { finals[value] = counts[slot] }
    }
    cpuNanoseconds.add(threadCPUNanoseconds() - cpuAtStart, ordering: .relaxed)
  }
}

/// The calling thread's CPU time.
func threadCPUNanoseconds() -> Int64 {
  var now = timespec()
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now)
  return Int64(now.tv_sec) * 1_000_000_000 + Int64(now.tv_nsec)
}

/// The process's CPU time, user and system, all threads.
func processCPUNanoseconds() -> Int64 {
  var now = timespec()
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &now)
  return Int64(now.tv_sec) * 1_000_000_000 + Int64(now.tv_nsec)
}

/// The resident set size, in kB, from /proc/self/status.
func residentKilobytes() -> Int {
  guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
    let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") })
  else { return 0 }
  return Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0
}
