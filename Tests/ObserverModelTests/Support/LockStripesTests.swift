import Dispatch
import Testing

@testable import ObserverModel

/// A writer whose preferred stripe is held takes another one instead of waiting.
@Suite struct LockStripesTests {
  @Test func aHeldStripeSendsTheWriterToAnother() {
    let stripes = LockStripes(count: 4) { _ in 0 }
    let preferred = stripes.withSomeLock { index, count in
      count += 1
      return index
    }
    let holding = DispatchSemaphore(value: 0)
    let release = DispatchSemaphore(value: 0)
    let holder = DispatchGroup()
    // A dispatch thread, not a task: the holder blocks, and must not hold a thread of the
    // concurrency pool that other tests need.
    DispatchQueue.global().async(group: holder) {
      stripes.withLock(at: preferred) { _ in
        holding.signal()
        // Held until the writer below is done, or 10 s if it waited for this stripe: then it
        // gets this one late and the expectation fails instead of the test hanging.
        _ = release.wait(timeout: .now() + .seconds(10))
      }
    }
    holding.wait()
    let taken = stripes.withSomeLock { index, count in
      count += 1
      return index
    }
    release.signal()
    holder.wait()
    #expect(taken != preferred)
    let total = (0..<stripes.count).reduce(0) { sum, index in
      sum + stripes.withLock(at: index) { $0 }
    }
    #expect(total == 2)
  }
}
