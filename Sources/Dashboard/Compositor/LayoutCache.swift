/// The screen layout for the last size, panel set and focus: splitting the screen on every frame
/// was a fifth of composing one, so it is recomputed only when one of them changes.
struct LayoutCache {
  private var cached: (key: LayoutKey, layout: ScreenLayout?)?

  /// The layout for `state`, or `nil` when the screen is too small.
  mutating func layout(for state: DashboardState) -> ScreenLayout? {
    let key = LayoutKey(state)
    if let cached, cached.key == key { return cached.layout }
    let layout = ScreenLayout(size: key.size, visible: state.visiblePanels, focus: key.focus)
    cached = (key, layout)
    return layout
  }
}
