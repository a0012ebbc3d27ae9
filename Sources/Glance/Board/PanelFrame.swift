import GlanceCore

/// One panel as a frame shows it: an immutable snapshot handed to the compositor, which may run
/// on the terminal's thread. `revision` counts content changes, so the compositor compares one
/// integer to know whether to draw the panel again.
struct PanelFrame: Sendable {
  /// Shown in the top border.
  var title: String
  /// Names the panel in the statistics file (`composed_<name>`).
  var name: String
  /// Shown at the right of the top border.
  var status: String?
  /// What the panel draws inside its border.
  var content: any Widget
  /// Whether the panel takes part in the layout and the focus order.
  var isVisible = true
  /// The smallest frame (border included) the panel is shown in beside others; a screen that
  /// cannot give every visible panel its minimum shows the focused panel alone.
  var minimumSize = TerminalSize(columns: 12, rows: 3)
  /// Counts changes of ``content``.
  var revision: UInt64 = 0
}
