/// The slowest recent traces, kept whole: at most `capacity` of them, each a ``TraceRecord``
/// with its spans. A trace ending offers itself; it takes the place of the fastest one kept
/// when it is slower, and traces that ended longer than `recency` before the newest offer
/// leave first, so that the list follows what the service does now.
struct SlowestTraces: Sendable {
  /// One trace kept.
  struct Entry: Sendable {
    let trace: TraceRecord
    /// The root span's operation name.
    let operationName: String
    /// The root span's duration and end, in nanoseconds (the end since the epoch).
    let duration: UInt64
    let end: UInt64
  }

  private let capacity: Int
  private let recency: UInt64
  private(set) var entries: [Entry] = []
  /// Changes whenever the list does, so that a frame reads it only then.
  private(set) var generation = 0

  /// A list of at most `capacity` traces, forgetting those that ended `recency` nanoseconds
  /// before the newest offer.
  init(capacity: Int, recency: UInt64) {
    self.capacity = max(0, capacity)
    self.recency = recency
    entries.reserveCapacity(self.capacity)
  }

  /// Offers the trace whose root ended at `end` after `duration`; returns whether it was kept.
  @discardableResult
  mutating func offer(_ entry: Entry) -> Bool {
    guard capacity > 0 else { return false }
    if let oldest = entries.min(by: { $0.end < $1.end }), entry.end > oldest.end,
      entry.end - oldest.end > recency
    {
      entries.removeAll { entry.end > $0.end && entry.end - $0.end > recency }
      generation &+= 1
    }
    if entries.count < capacity {
      entries.append(entry)
    } else {
      guard let fastest = entries.indices.min(by: { entries[$0].duration < entries[$1].duration }),
        entries[fastest].duration < entry.duration
      else { return false }
      entries[fastest] = entry
    }
    generation &+= 1
    return true
  }

  /// The traces kept, slowest first.
  var slowestFirst: [Entry] {
    entries.sorted(by: Self.slower)
  }

  /// Whether `first` comes before `second` slowest first (the newer first at equal durations).
  static func slower(_ first: Entry, _ second: Entry) -> Bool {
    first.duration > second.duration
      || (first.duration == second.duration && first.end > second.end)
  }

  /// The slowest traces of several lists (a store's stripes'), slowest first: at most
  /// `limits.slowestTraces` of them, without those that ended longer than `limits.recency`
  /// before the newest, as one list would keep them.
  static func merged(_ lists: [[Entry]], limits: TracingLimits) -> [Entry] {
    let all = lists.joined()
    guard let newest = all.map(\.end).max() else { return [] }
    let recency = limits.recencyNanoseconds
    return Array(
      all.filter { newest - $0.end <= recency }
        .sorted(by: slower)
        .prefix(limits.slowestTraces))
  }
}
