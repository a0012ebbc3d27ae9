import Glance
import Testing

@testable import Dashboard
@testable import Glance
@testable import GlanceCore
@testable import GlanceTerminal

/// When frames are drawn, on a virtual main-loop clock: never closer than the cap, a waiting
/// frame drawn by the first change after it is due (on the next turn), or by the grace timer
/// when no change comes.
@MainActor
@Suite struct FrameSchedulerTests {
  private let clock = VirtualMainLoopClock()
  private let pacer = FramePacer(framesPerSecond: 20)  // 50 ms; grace 3.125 ms
  private let frames = FrameLog()

  private func makeScheduler() -> FrameScheduler {
    FrameScheduler(framesPerSecond: 20, clock: clock) { [clock, frames] in
      frames.times.append(clock.elapsed)
    }
  }

  /// Runs every piece of delayed work due at or before `limit`, advancing the clock to each.
  private func run(until limit: Duration) {
    while clock.runNextTimer(notAfter: limit) {}
    clock.advance(to: limit)
  }

  @Test func firstRequestDrawsOnTheNextTurnNotWithinTheRequest() {
    let scheduler = makeScheduler()
    scheduler.setNeedsDisplay()
    scheduler.setNeedsDisplay()
    #expect(frames.times.isEmpty)
    run(until: .zero)
    #expect(frames.times == [.zero])
    #expect(scheduler.coalescedRequests == 1)
  }

  @Test func aChangeAfterTheDueTimeDrawsBeforeTheGraceTimer() {
    let scheduler = makeScheduler()
    scheduler.setNeedsDisplay()
    run(until: .zero)
    run(until: .milliseconds(10))
    scheduler.setNeedsDisplay()  // early: waits for the interval
    run(until: .milliseconds(49))
    #expect(frames.times == [.zero])
    run(until: .milliseconds(51))
    scheduler.setNeedsDisplay()  // a change once the frame is due draws it at once
    run(until: .milliseconds(51))
    #expect(frames.times == [.zero, .milliseconds(51)])
    run(until: .milliseconds(200))  // the grace timer of the drawn frame does nothing
    #expect(frames.times == [.zero, .milliseconds(51)])
  }

  @Test func withoutAnotherChangeTheGraceTimerDrawsTheFrame() {
    let scheduler = makeScheduler()
    scheduler.setNeedsDisplay()
    run(until: .zero)
    run(until: .milliseconds(5))
    scheduler.setNeedsDisplay()
    run(until: .milliseconds(100))
    #expect(frames.times == [.zero, pacer.minimumInterval + pacer.grace])
  }

  @Test func aStreamOfChangesNeverDrawsAboveTheCap() {
    let scheduler = makeScheduler()
    for millisecond in 0..<1_000 {
      run(until: .milliseconds(millisecond))
      scheduler.setNeedsDisplay()
    }
    run(until: .seconds(2))
    let gaps = zip(frames.times.dropFirst(), frames.times).map { $0 - $1 }
    #expect(gaps.allSatisfy { $0 >= pacer.minimumInterval })
    // Each frame is drawn by the first change after it is due: within a millisecond.
    #expect(gaps.dropLast().allSatisfy { $0 <= pacer.minimumInterval + .milliseconds(1) })
    #expect(frames.times.count >= 19)
  }
}

/// The instants frames were drawn at.
@MainActor
private final class FrameLog {
  var times: [Duration] = []
}
