/// The lines a ``LogWidget`` shows: a bounded history that keeps the newest `capacity` lines
/// and counts the ones it dropped. A value the runtime appends to from a source; appending is
/// O(1) (a ring, so dropping the oldest line moves nothing).
public struct LogLines: Hashable, Sendable {
  /// The most lines kept; zero or more.
  public let capacity: Int
  // Public: a program that keeps its own lines shows how many it dropped.
  /// How many lines were dropped to stay within ``capacity`` (saturating at `Int.max`).
  public private(set) var droppedCount = 0
  private var storage: [TextLine] = []
  private var start = 0

  /// An empty log keeping at most `capacity` lines (negative is zero).
  public init(capacity: Int) {
    self.capacity = max(0, capacity)
  }

  /// How many lines are kept.
  public var count: Int { storage.count }

  /// The kept line `index` places from the oldest (0 is the oldest kept line).
  public subscript(index: Int) -> TextLine {
    storage[(start + index) % storage.count]
  }

  /// The kept lines, oldest first.
  public var lines: [TextLine] { (0..<count).map { self[$0] } }

  /// Appends `line` as the newest, dropping the oldest when full.
  public mutating func append(_ line: TextLine) {
    guard capacity > 0 else {
      droppedCount = droppedCount.saturatingAdd(1)
      return
    }
    if storage.count < capacity {
      storage.append(line)
      return
    }
    storage[start] = line
    start = (start + 1) % capacity
    droppedCount = droppedCount.saturatingAdd(1)
  }

  /// Appends `text` in `style` as the newest line.
  public mutating func append(_ text: String, style: Style = .normal) {
    append(TextLine(text, style: style))
  }

  /// Adds `count` lines dropped before they reached the log (by a writer's bounded buffer, say)
  /// to ``droppedCount``.
  public mutating func countDropped(_ count: Int) {
    droppedCount = droppedCount.saturatingAdd(max(0, count))
  }

  /// Forgets every line and the dropped count.
  public mutating func removeAll() {
    storage.removeAll(keepingCapacity: true)
    start = 0
    droppedCount = 0
  }
}
