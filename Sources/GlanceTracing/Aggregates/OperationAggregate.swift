/// What the tracer counts for one operation name: spans started and ended, those that failed,
/// and every ended span's duration.
struct OperationAggregate: Sendable {
  /// The operation's name.
  let name: String
  /// Spans started under this name and not yet ended.
  var open = 0
  /// Spans ended under this name (a renamed span counts under its name at the end).
  var ended = 0
  /// Ended spans that failed.
  var errors = 0
  /// The ended spans' durations.
  var durations = DurationHistogram()

  init(name: String) {
    self.name = name
  }

  /// Adds `other`'s figures (the same row's, from another stripe) to these.
  mutating func add(_ other: OperationAggregate) {
    open += other.open
    ended += other.ended
    errors += other.errors
    durations.add(other.durations)
  }

  /// The row a frame reads.
  var reading: OperationReading {
    let percentiles = durations.percentiles([0.5, 0.9, 0.99])
    return OperationReading(
      name: name, open: open, ended: ended, errors: errors,
      percentiles: percentiles.count == 3 ? (percentiles[0], percentiles[1], percentiles[2]) : nil)
  }
}

/// One operation's figures as a frame reads them from the store.
struct OperationReading: Sendable {
  var name: String
  var open: Int
  var ended: Int
  var errors: Int
  var percentiles: (p50: UInt64, p90: UInt64, p99: UInt64)?
}
