import Dispatch

/// Coalesces redraw requests on the main loop: a change only marks the screen dirty, at most one
/// frame is scheduled at a time, and frames are spaced by the ``FramePacer``. Nothing is drawn
/// when nothing asked for it, so an idle dashboard sleeps.
///
/// The frame is fired by one strict timer with no leeway: `asyncAfter` lets Dispatch fire up to
/// a tenth of the delay late (3 ms of a 33 ms frame interval), which a key pressed just after a
/// frame waited on top of the interval.
@MainActor
final class FrameScheduler {
  private let pacer: FramePacer
  private let draw: @MainActor () -> Void
  private let timer = DispatchSource.makeTimerSource(flags: .strict, queue: .main)
  private var lastFrame: ContinuousClock.Instant?
  private var scheduled = false
  /// Redraw requests that found a frame already scheduled.
  private(set) var coalescedRequests = 0

  init(framesPerSecond: Int, draw: @escaping @MainActor () -> Void) {
    pacer = FramePacer(framesPerSecond: framesPerSecond)
    self.draw = draw
    timer.setEventHandler { [weak self] in MainActor.assumeIsolated { self?.fire() } }
    timer.activate()
  }

  isolated deinit {
    timer.cancel()
  }

  /// Marks the screen dirty; a frame follows within the cap.
  func setNeedsDisplay() {
    guard !scheduled else {
      coalescedRequests += 1
      return
    }
    scheduled = true
    let delay = pacer.delay(now: .now, lastFrame: lastFrame)
    if delay == .zero {
      DispatchQueue.main.async { MainActor.assumeIsolated { self.fire() } }
    } else {
      timer.schedule(
        deadline: .now() + delay.timeInterval, repeating: .never, leeway: .nanoseconds(0))
    }
  }

  private func fire() {
    scheduled = false
    lastFrame = .now
    draw()
  }
}
