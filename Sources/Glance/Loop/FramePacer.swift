/// Decides when the next frame may be drawn so that frames never exceed the cap: the pure part
/// of redraw scheduling, testable without a clock.
package struct FramePacer: Sendable {
  /// The shortest time between two frames.
  package let minimumInterval: Duration

  /// A pacer for at most `framesPerSecond` frames per second (clamped to 1...240).
  package init(framesPerSecond: Int) {
    let fps = min(max(framesPerSecond, 1), 240)
    minimumInterval = .nanoseconds(1_000_000_000 / fps)
  }

  /// How long to wait, from `now`, before drawing when the previous frame was at `lastFrame`.
  package func delay(now: ContinuousClock.Instant, lastFrame: ContinuousClock.Instant?) -> Duration
  {
    guard let lastFrame else { return .zero }
    return max(.zero, lastFrame + minimumInterval - now)
  }
}
