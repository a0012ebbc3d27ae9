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
  @Test @MainActor func theWakeRunsAtTheSameDepthHoweverOftenItRang() async throws {
    let doorbell = FrameDoorbell(time: BoardTime())
    let (depths, report) = AsyncStream.makeStream(of: Int.self)
    doorbell.onWake { _ in report.yield(Thread.callStackReturnAddresses.count) }
    var iterator = depths.makeAsyncIterator()
    var seen: [Int] = []
    for _ in 0..<2_000 {
      doorbell.ring()
      seen.append(try #require(await iterator.next()))
      doorbell.open()
    }
    #expect(seen.last == seen[10], "depth at ring 11: \(seen[10]); at ring 2,000: \(seen.last!)")
  }
}
