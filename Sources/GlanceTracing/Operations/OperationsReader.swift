import Glance

/// An operations panel's side of a tracer, on the main actor: each frame that a span rang
/// for, it lowers the tracer's change flag, reads every operation, and turns the ended counts
/// into rates over a window of board time (over the time since its first read while that is
/// shorter, so that the first seconds are not divided by the whole window).
struct OperationsReader {
  private let window: Duration
  /// The board time of the first read.
  private var origin: Duration?
  /// Each operation's ended count, sampled at frames.
  private var samples: [String: EventCountSamples] = [:]

  /// A reader whose rates count over `window` of board time.
  init(window: Duration) {
    self.window = max(window, .milliseconds(1))
  }

  /// Reads every operation of `store` at board time `now`.
  mutating func read(_ store: TracingStore, at now: Duration) -> [OperationRow] {
    store.bell.lower()
    let origin = self.origin ?? now
    self.origin = origin
    let elapsed = min(window, max(.zero, now - origin))
    // An operation with nothing open and nothing ended is a name its spans left (a route
    // matched after the span began renames it): no row.
    return store.operations.filter { $0.ended > 0 || $0.open > 0 }.map { operation in
      var counts = samples[operation.name] ?? EventCountSamples(window: window)
      counts.record(total: operation.ended, at: now)
      let rate = counts.rate(at: now)
      samples[operation.name] = counts
      let durations = operation.percentiles.map {
        [$0.p50, $0.p90, $0.p99].map { Duration.nanoseconds(Int64(clamping: $0)) }
      }
      return OperationRow(
        name: operation.name,
        perSecond: elapsed > .zero ? Double(rate.count) / elapsed.inSeconds : nil,
        inFlight: operation.open, count: operation.ended, errors: operation.errors,
        p50: durations?[0], p90: durations?[1], p99: durations?[2])
    }
  }

  /// When a rate next changes with time alone: a count leaving the window, or, during the
  /// first window, the time since the first read growing (once a second).
  func nextChange(at now: Duration) -> Duration? {
    let leaving = samples.values.compactMap(\.nextChange).min()
    guard let origin, now - origin < window, !samples.isEmpty else { return leaving }
    return min(leaving ?? .seconds(Int64.max), now + .seconds(1))
  }
}
