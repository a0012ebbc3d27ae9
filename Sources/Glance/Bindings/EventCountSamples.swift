/// The running total of a stream's events as the main actor learned it, sampled at board times,
/// for a rate over a sliding window: the count within the window is the total now less the
/// total known when the window began.
package struct EventCountSamples {
  /// The window's length.
  package let window: Duration
  /// Samples younger than the window, oldest first (at most one per board time).
  private var samples: [(time: Duration, total: Int)] = []
  /// The total known when the window began (from the newest sample that left it).
  private var baseline = 0

  package init(window: Duration) {
    self.window = max(window, .nanoseconds(1))
  }

  /// Notes that `total` events had been counted by `time`.
  package mutating func record(total: Int, at time: Duration) {
    let time = max(time, samples.last?.time ?? time)
    if samples.last?.time == time {
      samples[samples.count - 1].total = max(samples[samples.count - 1].total, total)
    } else {
      samples.append((time, max(total, samples.last?.total ?? baseline)))
    }
  }

  /// The rate at `now`, after dropping the samples at least a window old.
  package mutating func rate(at now: Duration) -> EventRate {
    let expired = samples.prefix { now - $0.time >= window }.count
    if expired > 0 {
      baseline = samples[expired - 1].total
      samples.removeFirst(expired)
    }
    let total = samples.last?.total ?? baseline
    return EventRate(count: total - baseline, window: window, total: total)
  }

  /// When the oldest sample in the window leaves it, changing the rate; `nil` when none is in it.
  package var nextChange: Duration? { samples.first.map { $0.time + window } }
}
