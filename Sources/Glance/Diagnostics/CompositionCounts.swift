/// How often a board's compositor drew each part of the screen: whole screens, and within
/// incremental frames the header, the footer and each panel. Written to the statistics file, so
/// that a script can check that a frame where one value changed drew only that value's panel.
struct CompositionCounts: Sendable, Equatable {
  /// Screens composed from scratch (the first, and after a size or layout change).
  public var whole = 0
  /// Frames drawn with the help overlay over the screen.
  public var overlay = 0
  /// Incremental frames that redrew the header.
  public var header = 0
  /// Incremental frames that redrew the footer.
  public var footer = 0
  /// Incremental frames that redrew each panel, by panel index.
  public var panels: [Int] = []

  /// No drawing yet.
  public init() {}

  /// Counts one more drawing of the panel at `index`.
  mutating func count(panel index: Int) {
    if index >= panels.count {
      panels.append(contentsOf: repeatElement(0, count: index - panels.count + 1))
    }
    panels[index] += 1
  }

  /// How many incremental frames redrew the panel at `index`.
  public subscript(panel index: Int) -> Int {
    panels.indices.contains(index) ? panels[index] : 0
  }

  /// The `key=value` lines for the statistics file: `composed_whole`, `composed_header`,
  /// `composed_footer`, then `composed_` and each panel's name, then `composed_overlay`.
  public func lines(names: [String]) -> String {
    var text = "composed_whole=\(whole)\ncomposed_header=\(header)\ncomposed_footer=\(footer)\n"
    for (index, name) in names.enumerated() { text += "composed_\(name)=\(self[panel: index])\n" }
    return text + "composed_overlay=\(overlay)\n"
  }
}
