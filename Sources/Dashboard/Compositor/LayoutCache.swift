/// The screen layout for the last size, panel set and focus: splitting the screen on every frame
/// was a fifth of composing one, so it is recomputed only when one of them changes.
///
/// Plain stored properties rather than an optional tuple: copying a tuple goes through the
/// runtime's generic value witnesses, code that a frame drawn after the thread slept pays for.
struct LayoutCache {
  private var key: LayoutKey?
  private var layout: ScreenLayout?

  /// The layout for `state`, or `nil` when the screen is too small.
  mutating func layout(for state: DashboardState) -> ScreenLayout? {
    let key = LayoutKey(state)
    if key == self.key { return layout }
    layout = ScreenLayout(size: key.size, visible: state.visiblePanels, focus: key.focus)
    self.key = key
    return layout
  }
}
