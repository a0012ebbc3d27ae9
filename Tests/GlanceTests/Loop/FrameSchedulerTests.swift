import Testing

@testable import Glance

/// When frames are drawn, on a virtual main-loop clock: never closer than the cap, a waiting
/// frame drawn when it is due, and a change after that moment drawn on the next turn.
@MainActor
@Suite struct FrameSchedulerTests {
  private let clock = VirtualMainLoopClock()
  private let pacer = FramePacer(framesPerSecond: 20)  // 50 ms
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

  @Test func anEarlyChangeIsDrawnWhenTheFrameIsDue() {
    let scheduler = makeScheduler()
    scheduler.setNeedsDisplay()
    run(until: .zero)
    run(until: .milliseconds(10))
    scheduler.setNeedsDisplay()  // early: waits for the interval
    run(until: .milliseconds(49))
    #expect(frames.times == [.zero])
    run(until: .milliseconds(100))
    #expect(frames.times == [.zero, pacer.minimumInterval])
  }

  @Test func aChangeAfterTheDueTimeIsDrawnOnTheNextTurn() {
    let scheduler = makeScheduler()
    scheduler.setNeedsDisplay()
    run(until: .zero)
    run(until: .milliseconds(70))
    scheduler.setNeedsDisplay()
    run(until: .milliseconds(70))
    #expect(frames.times == [.zero, .milliseconds(70)])
  }

  /// A board whose writers wake it once a frame asks for the next frame right after the last
  /// one and then hears nothing more: it must still draw at the cap, not below it.
  @Test func aSourceThatAsksOnceAFrameIsDrawnAtTheCap() {
    let scheduler = FrameScheduler(framesPerSecond: 20, clock: clock) { [clock, frames] in
      frames.times.append(clock.elapsed)
    }
    var lastCount = 0
    scheduler.setNeedsDisplay()
    while clock.elapsed < .seconds(1) {
      guard clock.runNextTimer(notAfter: .seconds(1)) else { break }
      if frames.times.count > lastCount {
        lastCount = frames.times.count
        scheduler.setNeedsDisplay()  // the doorbell rings again as soon as the frame took it
      }
    }
    #expect(frames.times.count == 21)  // at 0, 50 ms, …, 1 s
    let gaps = zip(frames.times.dropFirst(), frames.times).map { $0 - $1 }
    #expect(gaps.allSatisfy { $0 == pacer.minimumInterval })
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
    // Each frame is drawn when it is due or by the first change after: within a millisecond.
    #expect(gaps.dropLast().allSatisfy { $0 <= pacer.minimumInterval + .milliseconds(1) })
    #expect(frames.times.count >= 19)
  }
}

/// The instants frames were drawn at.
@MainActor
private final class FrameLog {
  var times: [Duration] = []
}
