/// The last lines of a log, at most ``capacity`` of them, oldest first; counts the lines that
/// were dropped to stay within it.
struct BoundedLines: Sendable, Equatable {
  /// The most lines kept.
  let capacity: Int
  /// The lines kept, oldest first.
  private(set) var lines: [String] = []
  /// Lines appended and then dropped because the log was full.
  private(set) var dropped = 0

  /// An empty log keeping at most `capacity` lines (at least one).
  init(capacity: Int) {
    self.capacity = max(1, capacity)
  }

  /// Appends `line`, dropping the oldest when full.
  mutating func append(_ line: String) {
    if lines.count == capacity {
      lines.removeFirst()
      dropped += 1
    }
    lines.append(line)
  }
}
