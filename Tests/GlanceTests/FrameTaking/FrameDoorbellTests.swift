import Foundation
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
  /// waits once, for the last. It used to wait for each wake through an async stream, whose
  /// every value took the test off the main actor and back behind the other suites' main-actor
  /// work: 58 s on a loaded machine for what takes about 30 ms alone.
  @Test @MainActor func theWakeRunsAtTheSameDepthHoweverOftenItRang() async throws {
    let doorbell = FrameDoorbell(time: BoardTime())
    let rings = 2_000
    let wakes = WakeDepths()
    let (allRan, finish) = AsyncStream.makeStream(of: Never.self)
    doorbell.onWake { _ in
      wakes.depths.append(Thread.callStackReturnAddresses.count)
      if wakes.depths.count == rings { finish.finish() }
    }
    for _ in 0..<rings {
      doorbell.ring()
      doorbell.open()
    }
    // Ends when the last wake has run, or when the time limit cancels the test.
    for await _ in allRan {}
    let seen = wakes.depths
    try #require(seen.count == rings, "\(seen.count) of \(rings) wakes ran")
    #expect(seen.last == seen[10], "depth at ring 11: \(seen[10]); at ring 2,000: \(seen.last!)")
  }
}

/// The call depth of each wake, in the order they ran.
@MainActor
private final class WakeDepths {
  var depths: [Int] = []
}
