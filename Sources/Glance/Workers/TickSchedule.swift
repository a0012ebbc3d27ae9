/// When a ``PeriodicThread`` ticks next: one interval after the previous tick was *due*, so the
/// rate holds however late the thread wakes (counted from each wake-up instead, a 1 ms interval
/// ran at about 930 ticks a second). More than an interval behind, it restarts from now rather
/// than catching up in a burst.
struct TickSchedule: Sendable, Equatable {
  /// The previous tick's due time, or the start.
  private(set) var anchor: ContinuousClock.Instant

  /// A schedule whose first tick is due one interval after `start`.
  init(start: ContinuousClock.Instant) { anchor = start }

  /// When the next tick is due at `interval`.
  func due(interval: Duration) -> ContinuousClock.Instant { anchor + interval }

  /// Records that the tick due at `interval` ran at `now`.
  mutating func ticked(at now: ContinuousClock.Instant, interval: Duration) {
    let due = due(interval: interval)
    anchor = now - due < interval ? due : now
  }

  /// Counts afresh from `now` (after a pause, or a tick on request).
  mutating func restart(at now: ContinuousClock.Instant) { anchor = now }
}
