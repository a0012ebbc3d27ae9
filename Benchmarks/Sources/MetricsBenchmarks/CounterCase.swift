import CoreMetrics
import Foundation
import Synchronization

/// One way of counting: a swift-metrics `Counter` made by one backend's factory, incremented
/// through the public API as a service's code does.
struct CounterCase: Sendable {
  let name: String
  let counter: Counter

  /// Nanoseconds per increment over `increments` spread evenly over `threads` threads that
  /// start together and all increment this one counter.
  func nanosecondsPerIncrement(increments: Int, threads: Int) -> Double {
    let perThread = increments / threads
    let gate = StartGate(threads: threads)
    let counter = counter
    let workers = (0..<threads).map { _ in
      Thread {
        gate.arriveAndWait()
        for _ in 0..<perThread { counter.increment() }
        gate.finish()
      }
    }
    for worker in workers { worker.start() }
    let elapsed = gate.timeUntilAllFinish()
    return Double(elapsed.nanoseconds) / Double(perThread * threads)
  }
}

/// Releases the workers at once and times them from the release to the last one's finish.
final class StartGate: Sendable {
  private let threads: Int
  private let arrived = Atomic<Int>(0)
  private let released = Atomic<Bool>(false)
  private let finished = Atomic<Int>(0)

  init(threads: Int) {
    self.threads = threads
  }

  func arriveAndWait() {
    arrived.add(1, ordering: .acquiringAndReleasing)
    while !released.load(ordering: .acquiring) { sched_yield() }
  }

  func finish() {
    finished.add(1, ordering: .acquiringAndReleasing)
  }

  /// Waits for every worker to arrive, releases them, and returns the time until all finish.
  func timeUntilAllFinish() -> Duration {
    while arrived.load(ordering: .acquiring) < threads { sched_yield() }
    let start = ContinuousClock.now
    released.store(true, ordering: .releasing)
    while finished.load(ordering: .acquiring) < threads { sched_yield() }
    return ContinuousClock.now - start
  }
}

extension Duration {
  /// The duration in whole nanoseconds.
  var nanoseconds: Int64 {
    let (seconds, attoseconds) = components
    return seconds * 1_000_000_000 + attoseconds / 1_000_000_000
  }
}
