/// The running total of a stream's events as the main actor learned it, sampled at board times,
/// for a rate over a sliding window: the count within the window is the total now less the
/// total known when the window began. Until a window has passed since the first sample, the
/// rate is over the time elapsed since then (see ``EventRate/perSecond``).
package struct EventCountSamples {
  /// The window's length.
  package let window: Duration
  /// Samples younger than the window, oldest first (at most one per board time).
  private var samples: [(time: Duration, total: Int)] = []
  /// The total known when the window began (from the newest sample that left it).
  private var baseline = 0
  /// The board time of the first sample or rate: when counting began.
  private var start: Duration?
  /// The latest board time a rate was asked for.
  private var latest = Duration.zero

  package init(window: Duration) {
    self.window = max(window, .nanoseconds(1))
  }

  /// Notes that `total` events had been counted by `time`.
  package mutating func record(total: Int, at time: Duration) {
    if start == nil { start = time }
    let time = max(time, samples.last?.time ?? time)
    if samples.last?.time == time {
      samples[samples.count - 1].total = max(samples[samples.count - 1].total, total)
    } else {
      samples.append((time, max(total, samples.last?.total ?? baseline)))
    }
  }

  /// The rate at `now`, after dropping the samples at least a window old.
  package mutating func rate(at now: Duration) -> EventRate {
    let start = self.start ?? now
    self.start = start
    latest = max(latest, now)
    let expired = samples.prefix { now - $0.time >= window }.count
    if expired > 0 {
      baseline = samples[expired - 1].total
      samples.removeFirst(expired)
    }
    let total = samples.last?.total ?? baseline
    return EventRate(
      count: total - baseline, window: window, total: total, elapsed: max(.zero, now - start))
  }

  /// When the rate next changes with time alone: when the oldest sample in the window leaves
  /// it, or, while the window has not yet passed since counting began and events were counted,
  /// a second after the latest rate (its span grows); `nil` when none will.
  package var nextChange: Duration? {
    guard let oldest = samples.first, let newest = samples.last else { return nil }
    let expiry = oldest.time + window
    guard let start, latest - start < window, newest.total > baseline else { return expiry }
    let shortest = start + EventRate.shortestSpan
    return min(expiry, latest < shortest ? shortest : latest + .seconds(1), start + window)
  }
}
