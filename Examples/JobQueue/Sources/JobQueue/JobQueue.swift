import Foundation
import Glance
import ObserverModel
import Synchronization

/// Jobs numbered 1, 2, 3… waiting in order, worked by a changeable number of threads. A job
/// takes some microseconds of `jobTime` and every 50th fails; a failure is reported on
/// ``failures``, every job done on ``completions``, and each worker's state through `rows`.
final class JobQueue: Sendable {
  /// Jobs waiting.
  let depth = Observer(0)
  /// Each job done, and a message for each that failed.
  let completions: Receiver<Int>, failures: Receiver<String>
  private let done: Receiver<Int>.Transmitter
  private let failed: Receiver<String>.Transmitter
  private let rows: RowFeed<Int, String>
  private let jobTime: ClosedRange<UInt32>
  /// The jobs waiting are `next..<end`; `active` are the workers that run.
  private struct State {
    var next = 1, end = 1, active: Set<Int> = [], lastWorker = 0
  }
  private let state = Mutex(State())
  /// Wakes the workers when jobs come or workers go (held around `state` changes).
  private let condition = NSCondition()

  init(rows: RowFeed<Int, String>, jobTime: ClosedRange<UInt32>) {
    (done, completions) = Receiver<Int>.make(with: .hot)
    (failed, failures) = Receiver<String>.make(with: .hot)
    self.rows = rows
    self.jobTime = jobTime
  }

  /// Adds `count` jobs at the end of the queue.
  func add(_ count: Int) { change { $0.end += count } }

  /// Drops every waiting job; returns how many there were.
  func cancel() -> Int {
    change { queue in
      defer { queue.next = queue.end }
      return queue.end - queue.next
    }
  }

  /// How many workers run; more start at once, fewer finish their job first.
  var workers: Int {
    get { state.withLock { $0.active.count } }
    set {
      let started: [Int] = change { queue in
        while queue.active.count > max(0, newValue) { queue.active.remove(queue.active.max()!) }
        let first = queue.lastWorker + 1
        let new = Array(first..<first + max(0, newValue - queue.active.count))
        queue.lastWorker += new.count
        queue.active.formUnion(new)
        return new
      }
      for worker in started { Thread { [self] in run(worker) }.start() }
    }
  }

  private func run(_ worker: Int) {
    rows.set("idle", for: worker)
    while let job = nextJob(for: worker) {
      rows.set("job \(job)", for: worker)
      usleep(.random(in: jobTime))
      if job % 50 == 0 { failed.broadcast("job \(job) failed on worker \(worker)") }
      done.broadcast(job)
      rows.set("idle", for: worker)
    }
    rows.remove(worker)
  }

  /// Waits for a job; `nil` once `worker` is no longer wanted.
  private func nextJob(for worker: Int) -> Int? {
    condition.lock()
    defer { condition.unlock() }
    while true {
      let (wanted, job, waiting) = state.withLock { queue -> (Bool, Int?, Int) in
        let wanted = queue.active.contains(worker)
        guard wanted, queue.next < queue.end else { return (wanted, nil, 0) }
        queue.next += 1
        return (true, queue.next - 1, queue.end - queue.next)
      }
      guard wanted else { return nil }
      guard let job else {
        condition.wait()
        continue
      }
      depth.update(waiting)
      return job
    }
  }

  /// Applies `body` to the state, publishes the depth and wakes the workers.
  private func change<R>(_ body: (inout State) -> R) -> R {
    condition.lock()
    defer { condition.unlock() }
    let (result, waiting) = state.withLock { queue in (body(&queue), queue.end - queue.next) }
    depth.update(waiting)
    condition.broadcast()
    return result
  }
}
