import Foundation
import Synchronization
import TestSupport
import Testing

@testable import Glance

/// The doorbell rung for frame after frame, as a board that draws for hours rings it.
@Suite(.timeLimit(.minutes(1)))
struct FrameDoorbellTests {
  /// The wake action was once the state of a `Lock` itself: every ring read it `inout`, which
  /// converted the closure out of the lock's generic storage and back again, and stored back a
  /// thunk around a thunk. Each wake then ran through two more frames than the one before, the
  /// process grew by them, and a board that drew at 30 frames a second overflowed its stack in
  /// about an hour. The depth a wake runs at must not change with the number of rings.
  ///
  /// Rung and opened 2,000 times back to back, as writes between frames ring it: each ring
  /// reads the wake action (where the thunks grew) and schedules its wake; the wakes then run
  /// one after another on the main queue and note their depth on the main actor, and the test
  /// waits once, for the last: waiting for each wake through an async stream would take the
  /// test off the main actor and back behind the other suites' main-actor work for every
  /// value.
  @Test @MainActor func theWakeRunsAtTheSameDepthHoweverOftenItRang() async throws {
    let doorbell = FrameDoorbell(time: BoardTime())
    let rings = 2_000
    let wakes = WakeDepths()
    doorbell.onWake { _ in
      wakes.depths.append(Thread.callStackReturnAddresses.count)
      if wakes.depths.count == rings { wakes.lastRan?.resume() }
    }
    for _ in 0..<rings {
      doorbell.ring()
      doorbell.open()
    }
    // Bounded: a doorbell that stops waking fails the test instead of holding it.
    await boundedWait("the last of \(rings) wakes") { waiter in
      if wakes.depths.count == rings { waiter.resume() } else { wakes.lastRan = waiter }
    }
    let seen = wakes.depths
    try #require(seen.count == rings, "\(seen.count) of \(rings) wakes ran")
    #expect(seen.last == seen[10], "depth at ring 11: \(seen[10]); at ring 2,000: \(seen.last!)")
  }
}

/// Two threads that ring the doorbell at the same moment wake the main actor once.
@Suite(.timeLimit(.minutes(1)))
struct RacingRingTests {
  /// Only the ring that finds the doorbell quiet schedules a wake: one atomic exchange. A check
  /// and a separate set would let two racing rings both find it quiet and both schedule one.
  /// Each round starts two threads that spin until both are there, ring together, and then
  /// the test lets every wake scheduled so far run and counts them, before it opens the
  /// doorbell for the next round.
  @Test @MainActor func twoRingsAtOnceWakeOnce() async {
    let doorbell = FrameDoorbell(time: BoardTime())
    let wakes = WakeDepths()
    doorbell.onWake { _ in wakes.depths.append(0) }
    let rounds = scaledForSanitizer(300)
    for round in 1...rounds {
      await ringFromTwoThreadsAtOnce(doorbell)
      guard wakes.depths.count == round else {
        Issue.record("round \(round): \(wakes.depths.count) wakes, one a round expected")
        return
      }
      doorbell.open()
    }
  }

  /// Returns once both rings have returned and the wakes they scheduled on the main queue ran.
  @MainActor
  private func ringFromTwoThreadsAtOnce(_ doorbell: FrameDoorbell) async {
    let arrived = RingersArrived()
    let finished = DispatchGroup()
    for _ in 0..<2 {
      finished.enter()
      Thread {
        arrived.count.add(1, ordering: .sequentiallyConsistent)
        // Both ring at once; a thread that never starts lets the other ring after the deadline.
        let deadline = ContinuousClock.now + .seconds(5)
        while arrived.count.load(ordering: .sequentiallyConsistent) < 2,
          ContinuousClock.now < deadline
        {}
        doorbell.ring()
        finished.leave()
      }.start()
    }
    await boundedWait("two rings and their wakes") { waiter in
      // Queued on the main queue after every wake the rings scheduled.
      finished.notify(queue: .main) { waiter.resume() }
    }
  }
}

/// How many of a round's ringing threads have arrived.
private final class RingersArrived: Sendable {
  let count = Atomic<Int>(0)
}

/// The call depth of each wake, in the order they ran.
@MainActor
private final class WakeDepths {
  var depths: [Int] = []
  /// Resumed by the wake that makes the count the test waits for.
  var lastRan: Waiter?
}
