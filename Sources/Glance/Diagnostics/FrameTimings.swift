import Glibc
import ObserverModel

/// The runtime's own timings, in latency histograms: how long each frame took to compose, how
/// long it held the frame path (composing plus writing), and how long a key took from being
/// read to being on the terminal (the first frame written after it); and what the compositor
/// has drawn so far.
@MainActor
struct FrameTimings {
  /// Frames written.
  private(set) var frames = 0
  /// The CPU time of every frame so far (composing and writing, on the terminal thread).
  private(set) var cpuTotal = Duration.zero
  private let composing = LatencyHistogram()
  private let composingCPU = LatencyHistogram()
  private let frameTimes = LatencyHistogram()
  private let frameCPUTimes = LatencyHistogram()
  private let keyToFlush = LatencyHistogram()
  /// When the oldest key not yet on screen was read.
  private var waitingKeyReadAt: ContinuousClock.Instant?
  /// The first frame that can show that key.
  private var waitingKeyFrame = 0
  /// States handed to the screen so far; the next frame's number.
  private var handedOver = 0
  /// What the compositor has drawn, as of the last frame shown.
  private(set) var counts = CompositionCounts()
  /// When the first frame was on the terminal, in nanoseconds since 1970 (so that a script can
  /// compare it with the time it started the program).
  private(set) var firstFrameUnixNanoseconds: Int64?

  /// A key was read at `instant`.
  mutating func keyRead(at instant: ContinuousClock.Instant) {
    guard waitingKeyReadAt == nil else { return }
    waitingKeyReadAt = instant
    waitingKeyFrame = handedOver + 1
  }

  /// A state was handed to the screen; returns its frame number.
  mutating func frameHandedOver() -> Int {
    handedOver += 1
    return handedOver
  }

  /// Frame `number` was composed and written, as `report` says.
  mutating func frameShown(_ number: Int, _ report: FrameReport) {
    frames += 1
    if frames == 1 {
      var now = timespec()
      clock_gettime(CLOCK_REALTIME, &now)
      let (seconds, attoseconds) = (ContinuousClock.now - report.flushedAt).components
      firstFrameUnixNanoseconds =
        Int64(now.tv_sec) * 1_000_000_000 + Int64(now.tv_nsec) - seconds * 1_000_000_000
        - attoseconds / 1_000_000_000
    }
    composing.record(report.composing)
    composingCPU.record(report.composingCPU)
    frameTimes.record(report.composing + report.writing)
    frameCPUTimes.record(report.cpu)
    cpuTotal += report.cpu
    counts = report.counts
    if let readAt = waitingKeyReadAt, number >= waitingKeyFrame {
      keyToFlush.record(report.flushedAt - readAt)
      waitingKeyReadAt = nil
    }
  }

  /// Composing (wall clock), composing (CPU), whole-frame and key-to-flush statistics so far.
  var compose: LatencyDistribution { composing.distribution }
  var composeCPU: LatencyDistribution { composingCPU.distribution }
  var frame: LatencyDistribution { frameTimes.distribution }
  var frameCPU: LatencyDistribution { frameCPUTimes.distribution }
  var keys: LatencyDistribution { keyToFlush.distribution }
}

/// What showing one frame took, for the runtime's statistics (``FrameTimings``).
struct FrameReport: Sendable {
  /// Composing the frame from the board's snapshot, on the wall clock.
  var composing: Duration
  /// The CPU time the composing thread spent on it (no more than ``composing``; less when the
  /// thread was preempted meanwhile).
  var composingCPU: Duration
  /// Working out the changed cells and writing them to the backend.
  var writing: Duration
  /// The CPU time the thread spent on the whole frame, the write's system time included (no
  /// more than composing plus writing; less when the thread was preempted meanwhile).
  var cpu: Duration
  /// When the frame was on the backend.
  var flushedAt: ContinuousClock.Instant
  /// What the compositor has drawn so far.
  var counts: CompositionCounts
}
