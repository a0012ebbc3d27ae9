import Foundation
import GlanceTracing
import Synchronization
import Tracing

/// The flood's writer threads: each starts traces of a root span with two children (a
/// request, its database query and its cache read) at its share of a total rate, a batch every
/// millisecond, and counts every span it started. A writer that falls more than 100 ms behind
/// its schedule gives up the lost time instead of catching up in one burst, so the achieved
/// rate is what the machine managed.
final class SpanWriters: Sendable {
  private let tracer: BoardTracer
  private let count: Int
  /// Traces a second, all writers together (three spans each).
  private let tracesPerSecond: Int
  /// Spans started so far, by all writers, counted after each batch has ended its spans.
  let started = Atomic<Int>(0)
  /// The writers' own CPU time, in nanoseconds, added as each stops.
  private let cpuNanoseconds = Atomic<Int64>(0)
  private let stopped = Atomic<Bool>(false)
  private let running = DispatchGroup()

  init(tracer: BoardTracer, count: Int, spansPerSecond: Int) {
    self.tracer = tracer
    self.count = count
    tracesPerSecond = spansPerSecond / 3
  }

  /// Starts the threads.
  func start() {
    for index in 0..<count {
      running.enter()
      let thread = Thread { [self] in write(as: index) }
      thread.name = "flood.writer.\(index)"
      thread.start()
    }
  }

  /// Tells the threads to stop after the batch at hand.
  func requestStop() {
    stopped.store(true, ordering: .releasing)
  }

  /// Waits until each thread has ended its last batch (blocking: not on the main actor).
  func waitUntilStopped() {
    running.wait()
  }

  /// The writers' CPU time.
  var cpuTime: Duration { .nanoseconds(cpuNanoseconds.load(ordering: .acquiring)) }

  private func write(as writer: Int) {
    defer { running.leave() }
    let cpuAtStart = threadCPUNanoseconds()
    // This writer's share, spread so that the shares add up to the total.
    let share = tracesPerSecond * (writer + 1) / count - tracesPerSecond * writer / count
    var (steps, done) = (0, 0)
    var deadline = ContinuousClock.now
    while !stopped.load(ordering: .acquiring) {
      steps += 1
      let due = steps * share / 1000
      for _ in done..<due {
        let root = tracer.startSpan("GET /orders", context: .topLevel)
        let query = tracer.startSpan("db.query", context: root.context)
        query.end()
        let cache = tracer.startSpan("cache.get", context: root.context)
        cache.end()
        root.end()
      }
      started.add(3 * (due - done), ordering: .relaxed)
      done = due
      deadline += .milliseconds(1)
      let now = ContinuousClock.now
      if deadline > now {
        Thread.sleep(forTimeInterval: (deadline - now).secondsValue)
      } else if now - deadline > .milliseconds(100) {
        deadline = now
      }
    }
    cpuNanoseconds.add(threadCPUNanoseconds() - cpuAtStart, ordering: .relaxed)
  }
}
