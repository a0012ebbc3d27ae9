import CoreMetrics
import Foundation
import Synchronization

/// One way of counting: a swift-metrics `Counter` made by one backend's factory, incremented
/// through the public API as a service's code does.
struct CounterCase: Sendable {
  let name: String
  let counter: Counter

  /// The incrementing threads' CPU time per increment, in nanoseconds, when `threads` threads
  /// start together and each increments this one counter `perThread` times (so that each
  /// thread runs for several of the scheduler's time slices and they overlap on every core). CPU time rather than the wall clock: on a shared machine a thread preempted in
  /// the middle of a sample would otherwise charge the other program's time to the increment,
  /// while the time an increment waits for a contended cache line is still counted.
  func nanosecondsPerIncrement(perThread: Int, threads: Int) -> Double {
    let gate = StartGate(threads: threads)
    let counter = counter
    let workers = (0..<threads).map { _ in
      Thread {
        gate.arriveAndWait()
        let start = threadCPUNanoseconds()
        for _ in 0..<perThread { counter.increment() }
        gate.finish(cpuNanoseconds: threadCPUNanoseconds() - start)
      }
    }
    for worker in workers { worker.start() }
    let cpu = gate.cpuTimeOnceAllFinish()
    return Double(cpu) / Double(perThread * threads)
  }
}

/// The calling thread's CPU time, in nanoseconds.
func threadCPUNanoseconds() -> Int {
  var time = timespec()
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
  return time.tv_sec * 1_000_000_000 + time.tv_nsec
}

/// Releases the workers at once and adds up the CPU time each spent incrementing.
final class StartGate: Sendable {
  private let threads: Int
  private let arrived = Atomic<Int>(0)
  private let released = Atomic<Bool>(false)
  private let finished = Atomic<Int>(0)
  private let cpuNanoseconds = Atomic<Int>(0)

  init(threads: Int) {
    self.threads = threads
  }

  func arriveAndWait() {
    arrived.add(1, ordering: .acquiringAndReleasing)
    while !released.load(ordering: .acquiring) { sched_yield() }
  }

  func finish(cpuNanoseconds spent: Int) {
    cpuNanoseconds.add(spent, ordering: .relaxed)
    finished.add(1, ordering: .acquiringAndReleasing)
  }

  /// Waits for every worker to arrive, releases them, and returns the CPU time they spent
  /// once all have finished.
  func cpuTimeOnceAllFinish() -> Int {
    while arrived.load(ordering: .acquiring) < threads { sched_yield() }
    released.store(true, ordering: .releasing)
    while finished.load(ordering: .acquiring) < threads { sched_yield() }
    return cpuNanoseconds.load(ordering: .relaxed)
  }
}
