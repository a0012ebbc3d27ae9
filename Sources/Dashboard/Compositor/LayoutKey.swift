import GlanceCore

/// Everything a ``ScreenLayout`` depends on: equal keys give equal layouts. Cheap to build and
/// compare on every frame (no array of panels).
struct LayoutKey: Equatable {
  var size: TerminalSize
  /// Whether the extra observer's panel is shown (the others always are).
  var showsExtra: Bool
  var focus: PanelID

  /// The key of `state`'s layout.
  init(_ state: DashboardState) {
    (size, showsExtra, focus) = (state.size, state.extra != nil, state.focus)
  }
}
