/// The output panel, once asked for (``Board/outputPanel``), and the feed that what the
/// program and its libraries print goes into while the board has the terminal: the last
/// ``keptLines`` lines, the panel hidden until the first arrives.
@MainActor
struct CapturedOutput {
  /// The lines the panel keeps; older ones are dropped and counted.
  static let keptLines = 500
  /// The panel and its feed, once made.
  private(set) var made: (panel: Panel, feed: LogFeed)?

  /// The panel and its feed; `addPanel` adds the panel the first time.
  mutating func panel(adding addPanel: () -> Panel) -> (panel: Panel, feed: LogFeed) {
    if let made { return made }
    let panel = addPanel()
    let made = (panel, panel.logFeed(keep: Self.keptLines, revealing: true))
    self.made = made
    return made
  }

  /// What was captured but no frame showed, for standard error once the terminal is restored
  /// (with how many lines were dropped); `nil` without an output panel.
  func takeUnshownText() -> String? {
    guard let feed = made?.feed else { return nil }
    let (lines, dropped) = feed.takeUnshown()
    var text = dropped > 0 ? "(\(dropped) lines of output dropped)\n" : ""
    for line in lines { text += line + "\n" }
    return text
  }
}
