import ObserverModel

/// The runtime's own timings, in the library's latency histograms: how long each frame took to
/// compose, how long it held the frame path (composing plus writing), and how long a key took
/// from being read to being on the terminal (the first frame written after it).
@MainActor
struct FrameTimings {
  /// Frames written.
  private(set) var frames = 0
  private let composing = HandoffMonitor()
  private let frameTimes = HandoffMonitor()
  private let keyToFlush = HandoffMonitor()
  /// The oldest key not yet on screen, and the first frame that can show it.
  private var waitingKey: (readAt: ContinuousClock.Instant, frame: Int)?
  /// Frames composed so far; the next frame's number.
  private var composed = 0

  /// A key was read at `instant`.
  mutating func keyRead(at instant: ContinuousClock.Instant) {
    if waitingKey == nil { waitingKey = (instant, composed + 1) }
  }

  /// A frame was composed in `duration`; returns its number.
  mutating func frameComposed(in duration: Duration) -> Int {
    composed += 1
    composing.record(latency: duration)
    return composed
  }

  /// Frame `number` was written at `instant`, having taken `duration` to compose and write.
  mutating func frameWritten(
    _ number: Int, at instant: ContinuousClock.Instant, took duration: Duration
  ) {
    frames += 1
    frameTimes.record(latency: duration)
    if let key = waitingKey, number >= key.frame {
      keyToFlush.record(latency: instant - key.readAt)
      waitingKey = nil
    }
  }

  /// Composition, frame and key-to-flush statistics so far.
  var statistics:
    (compose: HandoffStatistics, frame: HandoffStatistics, keyToFlush: HandoffStatistics)
  {
    (composing.statistics, frameTimes.statistics, keyToFlush.statistics)
  }
}
