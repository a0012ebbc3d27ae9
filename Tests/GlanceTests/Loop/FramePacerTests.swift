import Testing

@testable import Glance

/// Frame spacing, computed from given instants (no clock is read).
@Suite struct FramePacerTests {
  private let base = ContinuousClock.now

  @Test(arguments: [(30, 33_333_333), (60, 16_666_666), (1, 1_000_000_000), (240, 4_166_666)])
  func spacingIsOneOverTheRate(fps: Int, nanoseconds: Int64) {
    #expect(FramePacer(framesPerSecond: fps).minimumInterval == .nanoseconds(nanoseconds))
  }

  @Test(arguments: [(0, 1), (-5, 1), (241, 240), (10_000, 240), (Int.max, 240), (Int.min, 1)])
  func rateIsClampedToOneThroughTwoHundredForty(fps: Int, clamped: Int) {
    #expect(
      FramePacer(framesPerSecond: fps).minimumInterval
        == FramePacer(framesPerSecond: clamped).minimumInterval)
  }

  @Test func firstFrameIsImmediate() {
    #expect(FramePacer(framesPerSecond: 30).delay(now: base, lastFrame: nil) == .zero)
  }

  @Test func nextFrameWaitsOutTheRemainderOfTheInterval() {
    let pacer = FramePacer(framesPerSecond: 20)  // 50 ms
    #expect(pacer.delay(now: base, lastFrame: base) == .milliseconds(50))
    #expect(pacer.delay(now: base + .milliseconds(20), lastFrame: base) == .milliseconds(30))
    #expect(pacer.delay(now: base + .milliseconds(50), lastFrame: base) == .zero)
  }

  @Test func delayIsNeverNegative() {
    let pacer = FramePacer(framesPerSecond: 30)
    for offset in stride(from: -100, through: 2_000, by: 7) {
      let delay = pacer.delay(now: base + .milliseconds(offset), lastFrame: base)
      #expect(delay >= .zero)
      #expect(delay <= pacer.minimumInterval + .milliseconds(100))
    }
  }
}
