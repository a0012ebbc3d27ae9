import Dispatch
import TestSupport
import Testing

@testable import ObserverModel

/// The latest-only hop's one race, made to happen on purpose: a send that lands right after the
/// hop took the value must schedule the next hop, or the newest value would wait in the slot
/// with no hop to deliver it (the pending flag cleared after the take, in a second critical
/// section, loses it).
@Suite(.timeLimit(.minutes(1)))
struct LatestOnlyRaceTests {
  @Test func aSendRightAfterTheTakeIsDeliveredByTheNextHop() async {
    let received = Lock<[Int]>([])
    let handoff = Lock<LatestValueHandoff<Int>?>(nil)
    let sentInTheSeam = Lock(false)
    await boundedWait("the value sent right after the first hop took its own") { waiter in
      let queue = DispatchQueue(label: "latest-only race")
      let hop = QueueHop<Int>(queue: queue, monitor: nil) { value in
        received.withLock { $0.append(value) }
        if value == 2 { waiter.resume() }
      }
      let made = LatestValueHandoff(hop) {
        // Once: the first hop has taken 1 and not yet called back.
        guard
          sentInTheSeam.withLock({ (sent: inout Bool) in
            defer { sent = true }; return !sent
          })
        else { return }
        handoff.withLock { $0 }?.send(2)
      }
      handoff.withLock { $0 = made }
      made.send(1)
    }
    #expect(received.withLock { $0 } == [1, 2])
  }
}
