import Foundation
import Synchronization

/// Keeps `threads` cores busy with spinning threads until ``stop()`` (or a time limit, so a
/// failing test can never leave them running), to show what happens when the machine is loaded.
final class BusyLoad: Sendable {
  private let stopped = Atomic<Bool>(false)
  private let finished = DispatchGroup()

  init(threads: Int, limit: Duration = .seconds(60)) {
    let deadline = ContinuousClock.now + limit
    for _ in 0..<threads {
      finished.enter()
      let thread = Thread { [self] in
        var spins: UInt64 = 0
        while !stopped.load(ordering: .relaxed), ContinuousClock.now < deadline {
          for _ in 0..<10_000 { spins &+= 1 }
        }
        finished.leave()
      }
      thread.start()
    }
  }

  /// Stops the spinning threads and waits for them to end.
  func stop() {
    stopped.store(true, ordering: .relaxed)
    finished.wait()
  }
}
