/// The most recent durations (frame times), with percentiles over them.
struct DurationWindow: Sendable, Equatable {
  private var samples: [Int64] = []
  private var next = 0
  /// How many samples are kept; older ones are overwritten.
  let capacity: Int

  init(capacity: Int = 1024) {
    self.capacity = max(1, capacity)
    samples.reserveCapacity(self.capacity)
  }

  /// Adds one duration.
  mutating func record(_ duration: Duration) {
    let (seconds, attoseconds) = duration.components
    let nanoseconds = max(0, seconds * 1_000_000_000 + attoseconds / 1_000_000_000)
    if samples.count < capacity {
      samples.append(nanoseconds)
    } else {
      samples[next] = nanoseconds
    }
    next = (next + 1) % capacity
  }

  /// How many samples are held.
  var count: Int { samples.count }

  /// The `p`-th percentile (0...1) by nearest rank, `nil` when empty.
  func percentile(_ p: Double) -> Duration? {
    guard !samples.isEmpty else { return nil }
    let sorted = samples.sorted()
    let rank = Int((min(max(p, 0), 1) * Double(sorted.count)).rounded(.up)) - 1
    return .nanoseconds(sorted[min(max(rank, 0), sorted.count - 1)])
  }
}
