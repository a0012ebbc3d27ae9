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
