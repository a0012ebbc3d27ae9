/// The spans open now, by id, for the in-flight panel: each entry is a few words (no text),
/// and the table holds at most `limit` of them, the oldest it was offered. A span offered
/// while the table is full is counted, and listed in place of the newest entry when it is
/// older than that (its start was read before theirs, or given by its code); otherwise it is
/// only counted. A span turned away is not listed later when room frees: the table keeps no
/// record of it, which is what bounds its memory.
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
  /// The id and start of the newest entry, when known (found again only when a full table is
  /// offered an older span after the newest left).
  private var newest: (spanID: UInt64, start: UInt64)?
  /// Open spans not listed: turned away by a full table, or put off it by older ones.
  private(set) var unlisted = 0

  init(limit: Int) {
    self.limit = max(0, limit)
  }

  /// Lists `entry` if there is room, or in place of the newest entry if it is older than that;
  /// otherwise only counts it.
  mutating func insert(_ entry: Entry) {
    if entries.count < limit {
      entries[entry.spanID] = entry
      if let known = newest, entry.start >= known.start {
        newest = (entry.spanID, entry.start)
      } else if entries.count == 1 {
        newest = (entry.spanID, entry.start)
      }
      return
    }
    unlisted += 1
    guard limit > 0 else { return }
    let last = newest ?? findNewest()
    guard entry.start < last.start else {
      newest = last
      return
    }
    entries[last.spanID] = nil
    entries[entry.spanID] = entry
    newest = nil
  }

  /// Takes span `spanID` off the table: off the list if it is listed, else off the count.
  mutating func remove(_ spanID: UInt64) {
    if entries.removeValue(forKey: spanID) == nil {
      unlisted -= 1
    } else if newest?.spanID == spanID {
      newest = nil
    }
  }

  /// Files span `spanID`, if listed, under operation `operation` (the span was renamed).
  mutating func move(_ spanID: UInt64, to operation: Int) {
    entries[spanID]?.operation = operation
  }

  /// The newest entry of a full table.
  private func findNewest() -> (spanID: UInt64, start: UInt64) {
    var newest = (spanID: UInt64(0), start: UInt64(0))
    for entry in entries.values where entry.start >= newest.start {
      newest = (entry.spanID, entry.start)
    }
    return newest
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
