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
  /// Incremental frames that redrew each panel (plain fields, not an array: the counts are
  /// copied to the main loop after every frame, and an array would then be copied on the next).
  private var numbers = 0, cart = 0, lifecycle = 0, handoff = 0, extra = 0

  /// Counts one more drawing of `panel`.
  mutating func count(_ panel: PanelID) {
    switch panel {
    case .numbers: numbers += 1
    case .cart: cart += 1
    case .lifecycle: lifecycle += 1
    case .handoff: handoff += 1
    case .extra: extra += 1
    }
  }

  /// How many incremental frames redrew `panel`.
  subscript(panel: PanelID) -> Int {
    switch panel {
    case .numbers: numbers
    case .cart: cart
    case .lifecycle: lifecycle
    case .handoff: handoff
    case .extra: extra
    }
  }

  /// The `key=value` lines for the statistics file: `composed_whole`, `composed_header`,
  /// `composed_footer`, then `composed_` and each panel's name, then `composed_overlay`.
  var lines: String {
    var text = "composed_whole=\(whole)\ncomposed_header=\(header)\ncomposed_footer=\(footer)\n"
    for panel in PanelID.allCases { text += "composed_\(panel.rawValue)=\(self[panel])\n" }
    return text + "composed_overlay=\(overlay)\n"
  }
}
