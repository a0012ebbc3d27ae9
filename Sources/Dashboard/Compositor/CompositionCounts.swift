/// How often the ``Compositor`` drew each part of the screen since it was made: whole screens,
/// and within incremental frames the header, the footer and each panel. Scripts read them from
/// `DASHBOARD_STATS_FILE` to check that a frame where only the number changed drew only the
/// numbers panel.
struct CompositionCounts: Sendable, Equatable {
  /// Screens composed from scratch (the first, and after a size, focus, help or panel-set change).
  var whole = 0
  /// Incremental frames that redrew the header.
  var header = 0
  /// Incremental frames that redrew the footer.
  var footer = 0
  /// Incremental frames that redrew each panel, indexed like ``PanelID/allCases``.
  private var panels = [Int](repeating: 0, count: PanelID.allCases.count)

  /// Counts one more drawing of `panel`.
  mutating func count(_ panel: PanelID) {
    panels[panel.index] += 1
  }

  /// How many incremental frames redrew `panel`.
  subscript(panel: PanelID) -> Int { panels[panel.index] }

  /// The `key=value` lines for the statistics file: `composed_whole`, `composed_header`,
  /// `composed_footer`, then `composed_` and each panel's name.
  var lines: String {
    var text = "composed_whole=\(whole)\ncomposed_header=\(header)\ncomposed_footer=\(footer)\n"
    for panel in PanelID.allCases { text += "composed_\(panel.rawValue)=\(self[panel])\n" }
    return text
  }
}

extension PanelID {
  /// The panel's position in ``allCases``.
  fileprivate var index: Int {
    switch self {
    case .numbers: 0
    case .cart: 1
    case .lifecycle: 2
    case .handoff: 3
    case .extra: 4
    }
  }
}
