import Foundation
import Glance
import GlanceTesting
import Synchronization

/// How many writer threads have finished.
private final class FinishedWriters: Sendable {
  let count = Atomic<Int>(0)
}

/// Runs `work` on `count` new threads at once (each gets its index) while the main actor keeps
/// drawing frames on `tester`'s virtual clock, so that the frames' takes race with the writes;
/// returns once every thread has finished and one more frame has taken what they wrote.
@MainActor
package func whileFramesAreTaken(
  by tester: BoardTester, writers count: Int, _ work: @escaping @Sendable (_ writer: Int) -> Void
) async {
  let finished = FinishedWriters()
  for writer in 0..<count {
    Thread {
      work(writer)
      finished.count.add(1, ordering: .releasing)
    }.start()
  }
  // Each pass draws a frame; the test's time limit, which cancels it, ends a run whose writers
  // never finish.
  while finished.count.load(ordering: .acquiring) < count, !Task.isCancelled {
    await tester.advance(by: frameInterval)
  }
  await tester.advance(by: frameInterval)
}
