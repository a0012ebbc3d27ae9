/// When a ``RandomNumberThread`` draws its next number: one interval after the previous one was
/// *due*, so the rate holds however late the thread wakes (counted from each wake-up, 1 ms ran
/// at about 930 numbers a second). More than an interval behind, it restarts from now rather
/// than catching up in a burst.
struct GenerationSchedule: Sendable, Equatable {
  /// The previous number's due time, or the start.
  private(set) var anchor: ContinuousClock.Instant

  /// A schedule whose first number is due one interval after `start`.
  init(start: ContinuousClock.Instant) { anchor = start }

  /// When the next number is due at `interval`.
  func due(interval: Duration) -> ContinuousClock.Instant { anchor + interval }

  /// Records that the number due at `interval` was drawn at `now`.
  mutating func drew(at now: ContinuousClock.Instant, interval: Duration) {
    let due = due(interval: interval)
    anchor = now - due < interval ? due : now
  }

  /// Counts afresh from `now` (after a pause, or a number drawn on request).
  mutating func restart(at now: ContinuousClock.Instant) { anchor = now }
}
