/// The spans open now, by id, for the in-flight panel: each entry is a few words (no text),
/// and the table holds at most `limit` of them; spans started while it is full are counted
/// but not listed.
struct OpenSpanTable: Sendable {
  /// One open span.
  struct Entry: Sendable {
    /// The operation it started under (its index in the store).
    var operation: Int
    var traceID: UInt64
    var spanID: UInt64
    /// When it started, in nanoseconds since the epoch.
    var start: UInt64
  }

  private let limit: Int
  private var entries: [UInt64: Entry] = [:]
  /// Open spans started while the table was full.
  private(set) var unlisted = 0

  init(limit: Int) {
    self.limit = max(0, limit)
  }

  /// Lists `entry`; returns whether it was listed (not when the table is full).
  mutating func insert(_ entry: Entry) -> Bool {
    guard entries.count < limit else {
      unlisted += 1
      return false
    }
    entries[entry.spanID] = entry
    return true
  }

  /// Takes span `spanID` off the list (`listed`: whether ``insert(_:)`` listed it).
  mutating func remove(_ spanID: UInt64, listed: Bool) {
    if listed { entries[spanID] = nil } else { unlisted -= 1 }
  }

  /// Files span `spanID`, if listed, under operation `operation` (the span was renamed).
  mutating func move(_ spanID: UInt64, to operation: Int) {
    entries[spanID]?.operation = operation
  }

  /// The `count` oldest open spans, oldest first.
  func oldest(_ count: Int) -> [Entry] {
    var oldest: [Entry] = []
    for entry in entries.values {
      if oldest.count < count {
        oldest.append(entry)
        if oldest.count == count { oldest.sort { $0.start < $1.start } }
      } else if let last = oldest.last, entry.start < last.start {
        let index = oldest.firstIndex { entry.start < $0.start } ?? oldest.count - 1
        oldest.insert(entry, at: index)
        oldest.removeLast()
      }
    }
    return oldest.count < count ? oldest.sorted { $0.start < $1.start } : oldest
  }

  /// Every open span the table knows of, listed or not.
  var count: Int { entries.count + unlisted }
}
