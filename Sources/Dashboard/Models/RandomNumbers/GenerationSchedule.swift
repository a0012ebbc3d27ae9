/// When a ``RandomNumberThread`` draws its next number: one interval after the previous number
/// was *due*, not after it was drawn, so the rate stays at one per interval however late the
/// thread wakes or however long its observers take (at 1 ms a schedule counted from the wake-up
/// ran at about 930 numbers a second).
///
/// After falling more than one interval behind (the process was stopped, or the machine stalled)
/// the schedule restarts from now instead of catching up in a burst. The pure part of the thread's
/// timing, testable without a clock.
struct GenerationSchedule: Sendable, Equatable {
  /// The instant the schedule counts from: the previous number's due time, or the start.
  private(set) var anchor: ContinuousClock.Instant

  /// A schedule whose first number is due one interval after `start`.
  init(start: ContinuousClock.Instant) {
    anchor = start
  }

  /// When the next number is due at `interval`.
  func due(interval: Duration) -> ContinuousClock.Instant {
    anchor + interval
  }

  /// Records that the number due at `interval` is drawn at `now` (at or after its due time);
  /// the following one is due one interval after this one was due, or one interval after `now`
  /// when the thread is more than an interval late.
  mutating func drew(at now: ContinuousClock.Instant, interval: Duration) {
    let due = due(interval: interval)
    anchor = now - due < interval ? due : now
  }

  /// Starts counting afresh from `now`: after a pause, or a number drawn on request.
  mutating func restart(at now: ContinuousClock.Instant) {
    anchor = now
  }
}
