import Glance
import GlanceCore
import Logging

/// What a log panel keeps and how it is looked at: the last records (as lines), the dropped
/// count, the minimum level and label shown, and how far the page is scrolled back. A value the
/// panel's binding folds each frame's records into; it makes the page and the panel's status.
struct LogPanelState {
  /// A kept record, formatted.
  struct Entry: Sendable {
    let level: Logger.Level
    let label: String
    let line: TextLine
  }

  /// The kept records, oldest first; what it evicted counts as dropped.
  private var entries: RecentElements<Entry>
  /// Records the writers' ring dropped before a frame took them.
  private var droppedByWriters = 0
  /// The lowest level shown.
  private(set) var minimumLevel = Logger.Level.trace
  /// The only label shown, or `nil` for every label.
  private(set) var label: String?
  /// How many of the newest shown lines are scrolled off below the page.
  private(set) var offset = 0
  /// The rows inside the panel's border, as the binding last saw them.
  var rows = 1

  /// A state keeping the last `capacity` records.
  init(capacity: Int) {
    entries = RecentElements(capacity: capacity)
  }

  /// Records that left the log or never reached it: what no longer shows.
  var dropped: Int { droppedByWriters &+ entries.dropped }

  /// Adds the records a frame took (`droppedByWriters` more were dropped before it). A page
  /// scrolled back stays on the lines it shows.
  mutating func add(_ records: [LogRecord], droppedByWriters writersDropped: Int) {
    droppedByWriters &+= writersDropped
    var newlyShown = 0
    for record in records {
      let entry = Entry(
        level: record.event.level, label: record.label, line: LogRecordText.line(record))
      entries.append(entry)
      if shows(entry) { newlyShown += 1 }
    }
    if offset > 0 { scroll(by: newlyShown) }
  }

  /// Whether `entry` passes the level and label filters.
  private func shows(_ entry: Entry) -> Bool {
    entry.level >= minimumLevel && (label == nil || entry.label == label)
  }

  /// The kept lines that pass the filters, oldest first.
  var shownLines: [TextLine] { entries.elements.filter(shows).map(\.line) }

  /// Hides the lowest level among the records shown, so that each press hides something: a
  /// service that logs at info and up hides info at the first press, not the third. When
  /// nothing above the lowest shown level is left (or nothing shows while a level is hidden),
  /// every level shows again; an empty log steps to the next level up.
  mutating func cycleMinimumLevel() {
    let levels = Logger.Level.allCases
    let lowestShown = entries.elements.lazy.filter(shows).map(\.level).min()
    if lowestShown == nil, minimumLevel != levels[0] {
      minimumLevel = levels[0]
    } else {
      let next = (levels.firstIndex(of: lowestShown ?? minimumLevel) ?? 0) + 1
      minimumLevel = levels[next % levels.count]
    }
    offset = 0
  }

  /// Shows only the next label among the kept records, in alphabetical order (after the last,
  /// every label again).
  mutating func cycleLabel() {
    let labels = Set(entries.elements.map(\.label)).sorted()
    let next = label.flatMap { labels.firstIndex(of: $0) }.map { $0 + 1 } ?? 0
    label = next < labels.count ? labels[next] : nil
    offset = 0
  }

  /// The rows a page of lines has: the panel's, less the dropped count's row.
  var pageRows: Int { max(1, rows - (dropped > 0 ? 1 : 0)) }

  /// The farthest back a page goes: the one whose top line is the oldest.
  private var maximumOffset: Int { max(0, shownLines.count - pageRows) }

  /// Scrolls `lines` back (negative: forward), from the newest page to the oldest.
  mutating func scroll(by lines: Int) {
    offset = min(maximumOffset, max(0, offset + lines))
  }

  /// Scrolls back to the page whose top line is the oldest kept.
  mutating func scrollToOldest() {
    offset = maximumOffset
  }

  /// Follows the newest line again.
  mutating func scrollToNewest() {
    offset = 0
  }

  /// The page to draw.
  var page: LogPageWidget {
    LogPageWidget(lines: shownLines, offset: offset, dropped: dropped)
  }

  /// The panel's status: the filters and the scroll position, or `nil` when it shows
  /// everything, newest at the bottom.
  var status: String? {
    var parts: [String] = []
    if minimumLevel != .trace { parts.append("\(minimumLevel) and up") }
    if let label { parts.append("label \(label)") }
    if offset > 0 { parts.append("\(offset) newer below") }
    return parts.isEmpty ? nil : parts.joined(separator: " · ")
  }
}
