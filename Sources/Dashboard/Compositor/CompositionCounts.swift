/// How often the ``Compositor`` drew each part of the screen since it was made: whole screens,
/// and within incremental frames the header, the footer and each panel. Scripts read them from
/// `DASHBOARD_STATS_FILE` to check that a frame where only the number changed drew only the
/// numbers panel.
struct CompositionCounts: Sendable, Equatable {
  /// Screens composed from scratch (the first, and after a size, layout or context change).
  var whole = 0
  /// Frames drawn with the help overlay over the screen.
  var overlay = 0
  /// Incremental frames that redrew the header.
  var header = 0
  /// Incremental frames that redrew the footer.
  var footer = 0
  /// Incremental frames that redrew each panel.
  private var panels = PerPanel(repeating: 0)

  /// Counts one more drawing of `panel`.
  mutating func count(_ panel: PanelID) {
    panels[panel] += 1
  }

  /// How many incremental frames redrew `panel`.
  subscript(panel: PanelID) -> Int { panels[panel] }

  /// The `key=value` lines for the statistics file: `composed_whole`, `composed_header`,
  /// `composed_footer`, then `composed_` and each panel's name, then `composed_overlay`.
  var lines: String {
    var text = "composed_whole=\(whole)\ncomposed_header=\(header)\ncomposed_footer=\(footer)\n"
    for panel in PanelID.allCases { text += "composed_\(panel.rawValue)=\(self[panel])\n" }
    return text + "composed_overlay=\(overlay)\n"
  }
}
