/// What the screen layout needs from a panel: a stable identity for focus, a title, and a way to
/// draw its contents (the frame is drawn by the layout).
@MainActor
protocol Panel: AnyObject {
  /// Identifies the panel for focus.
  var id: PanelID { get }
  /// Shown in the panel's top border.
  var title: String { get }
  /// Shown at the right of the top border (a status such as "paused").
  var status: String? { get }
  /// Draws the panel's contents into `area` (inside the border).
  func renderContent(into buffer: inout CellBuffer, area: Rect, context: RenderContext)
}

/// The dashboard's panels, in focus order.
enum PanelID: String, CaseIterable, Sendable {
  case numbers, cart, lifecycle, handoff, extra
}
