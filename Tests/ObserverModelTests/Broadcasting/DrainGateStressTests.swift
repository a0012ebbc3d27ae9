import Dispatch
import ObserverModel
import TestSupport
import Testing

/// The drainer ends a round without the lock; these hammer the moment where it does so while
/// other threads queue work, which must never be lost or delivered twice or concurrently.
@Suite struct DrainGateStressTests {
  @Test func tinyRoundsFromManyThreadsLoseNothingAndNeverOverlap() {
    let (transmitter, receiver) = Receiver<Int>.make()
    let overlap = OverlapDetector()
    let delivered = CallCounter()
    // As little work per round as possible, so that the window between a drainer's last look
    // at the queue and its release is hit as often as possible.
    let listening = receiver.listen { _ in overlap.run { delivered.increment() } }
    let steps = 50_000
    DispatchQueue.concurrentPerform(iterations: 4) { _ in
      for step in 0..<steps { transmitter.broadcast(step) }
    }
    #expect(delivered.count == 4 * steps)
    #expect(overlap.overlapCount == 0)
    listening.dispose()
  }

  @Test func concurrentSendersAreDeliveredInEachSendersOrder() {
    let (transmitter, receiver) = Receiver<(sender: Int, step: Int)>.make()
    // Each sender's steps, as the (serial) handler saw them.
    let seen = Lock<[[Int]]>(Array(repeating: [], count: 4))
    let listening = receiver.listen { wave in seen.withLock { $0[wave.sender].append(wave.step) } }
    let steps = 5_000
    DispatchQueue.concurrentPerform(iterations: 4) { sender in
      for step in 0..<steps { transmitter.broadcast((sender, step)) }
    }
    for sender in 0..<4 {
      #expect(seen.withLock { $0[sender] } == Array(0..<steps))
    }
    listening.dispose()
  }

  @Test func updatesRacingWithSubscribeAndDisposeReachEveryStandingObserverInOrder() {
    let observer = Observer(0)
    let log = TestLog<Int>()
    let standing = observer.observe(skippingInitialValue: true) { log.append($0) }
    let churned = CallCounter()
    DispatchQueue.concurrentPerform(iterations: 4) { worker in
      for step in 1...2_000 {
        if worker == 0 {
          observer.update(step)
        } else {
          observer.observe(skippingInitialValue: true) { _ in churned.increment() }.dispose()
        }
      }
    }
    #expect(log.values == Array(1...2_000))
    #expect(observer.observerCount == 1)
    withExtendedLifetime(standing) {}
  }
}
