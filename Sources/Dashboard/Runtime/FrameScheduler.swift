/// Coalesces redraw requests on the main loop: a change only marks the screen dirty, at most one
/// frame is scheduled at a time, and frames are spaced by the ``FramePacer``. Nothing is drawn
/// when nothing asked for it, so an idle dashboard sleeps.
@MainActor
final class FrameScheduler {
  private let pacer: FramePacer
  private let clock: any MainLoopClock
  private let draw: @MainActor () -> Void
  private var lastFrame: ContinuousClock.Instant?
  private var scheduled = false
  /// Redraw requests that found a frame already scheduled.
  private(set) var coalescedRequests = 0

  init(framesPerSecond: Int, clock: any MainLoopClock, draw: @escaping @MainActor () -> Void) {
    pacer = FramePacer(framesPerSecond: framesPerSecond)
    self.clock = clock
    self.draw = draw
  }

  /// Marks the screen dirty; a frame follows within the cap.
  func setNeedsDisplay() {
    guard !scheduled else {
      coalescedRequests += 1
      return
    }
    scheduled = true
    let delay = pacer.delay(now: clock.now, lastFrame: lastFrame)
    clock.run(after: delay) { [weak self] in self?.fire() }
  }

  private func fire() {
    scheduled = false
    lastFrame = clock.now
    draw()
  }
}
