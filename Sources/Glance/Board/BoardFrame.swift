import GlanceCore

/// Everything a screen of a ``Board`` shows, as one value: what the main loop hands to the
/// compositor for each frame. Only the board changes it, on the main actor; the compositor only
/// reads it, so a frame never asks a model or a thread anything.
struct BoardFrame: Sendable {
  /// The terminal's size.
  var size: TerminalSize
  /// The header's left-hand text.
  var title: String
  /// The program's own header text (``Board/status``).
  var programStatus: String?
  /// What the board says of the run before the program's status (that it is shutting down).
  var notice: String?
  /// The header's right-hand text: the notice, then the program's status.
  var status: String? {
    // Read on every frame the compositor composes: no array built for the common case of one
    // part or none.
    guard let notice else { return programStatus }
    guard let programStatus else { return notice }
    return notice + " · " + programStatus
  }
  /// The panels, in the order they were added.
  var panels: [PanelFrame] = []
  /// Where the panels go when the screen is large enough for all of them.
  var arrangement: Arrangement?
  /// The output panel (``Board/outputPanel``), placed below an arrangement that does not name it.
  var outputPanel: Int?
  /// Counts changes to what decides the layout: the arrangement and which panels are visible.
  var layoutRevision: UInt64 = 0
  /// The focused panel's index.
  var focus = 0
  /// Whether the help overlay shows.
  var isHelpVisible = false
  /// Whether only the focused panel shows, on the whole board (the zoom key).
  var isZoomed = false
  /// The footer's message, if one is showing.
  var footerMessage: String? {
    didSet { if footerMessage != oldValue { footerRevision &+= 1 } }
  }
  /// Counts changes of `footerMessage` (and, in a viewer's copy, of its own message).
  var footerRevision: UInt64 = 0
  /// The help overlay's lines.
  var help: [KeyHint] = []
  /// The footer's key hints.
  var footerHints: [KeyHint] = []
  /// Below this size only the "too small" screen shows.
  var minimumSize = TerminalSize(columns: 40, rows: 12)
  /// Below this size only the focused panel shows (as it does when a panel would get less
  /// than its minimum size).
  var fullSize = TerminalSize(columns: 0, rows: 0)

  /// The visible panels' indices, in focus order.
  var visiblePanels: [Int] {
    panels.indices.filter { panels[$0].isVisible }
  }
}
