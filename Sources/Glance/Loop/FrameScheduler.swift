/// Coalesces redraw requests on the main loop: a change only marks the screen dirty, at most one
/// frame is pending at a time, and frames are spaced by the ``FramePacer``. Nothing is drawn
/// when nothing asked for it, so an idle dashboard sleeps.
///
/// A frame that has to wait is drawn by a timer at the moment it is due, or on the main loop's
/// next turn when a change arrives after that moment. Writers wake the board once a frame (the
/// frame doorbell), so a board whose values change all the time asks for its next frame right
/// after the last one and then hears nothing more: the timer must draw it on time. (It once
/// waited a sixteenth of an interval longer, for a hop to align the frame with, which held
/// such a board to 28.2 frames a second under a cap of 30.)
@MainActor
package final class FrameScheduler {
  private let pacer: FramePacer
  private let clock: any MainLoopClock
  private let draw: @MainActor () -> Void
  private var lastFrame: ContinuousClock.Instant?
  /// When the pending frame may be drawn; `nil` when no frame is pending.
  private var due: ContinuousClock.Instant?
  /// Whether the pending frame is queued for the main loop's next turn.
  private var queued = false
  /// Counts frames drawn, so that a timer or a queued turn of an earlier frame does nothing.
  private var generation = 0
  /// Redraw requests that found a frame already pending.
  package private(set) var coalescedRequests = 0

  /// A scheduler drawing at most `framesPerSecond` frames a second on `clock`'s main loop.
  package init(
    framesPerSecond: Int, clock: any MainLoopClock, draw: @escaping @MainActor () -> Void
  ) {
    pacer = FramePacer(framesPerSecond: framesPerSecond)
    self.clock = clock
    self.draw = draw
  }

  /// Marks the screen dirty; a frame follows within the cap.
  package func setNeedsDisplay() {
    let now = clock.now
    if let due {
      coalescedRequests += 1
      if !queued, now >= due { queueFrame() }
      return
    }
    let delay = pacer.delay(now: now, lastFrame: lastFrame)
    due = now + delay
    if delay == .zero {
      queueFrame()
    } else {
      let frame = generation
      clock.run(after: delay) { [weak self] in self?.fire(frame) }
    }
  }

  /// Draws the pending frame on the main loop's next turn, after the events already queued.
  private func queueFrame() {
    queued = true
    let frame = generation
    clock.run(after: .zero) { [weak self] in self?.fire(frame) }
  }

  private func fire(_ frame: Int) {
    guard frame == generation, due != nil else { return }
    generation += 1
    due = nil
    queued = false
    lastFrame = clock.now
    draw()
  }
}
