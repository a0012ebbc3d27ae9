/// The screen layout for the last size, panel set and focus: splitting the screen on every frame
/// was a fifth of composing one, so it is recomputed only when one of them changes.
///
/// Plain stored properties rather than an optional tuple: copying a tuple goes through the
/// runtime's generic value witnesses, code that a frame drawn after the thread slept pays for.
struct LayoutCache {
  private var key: LayoutKey?
  private var layout: ScreenLayout?

  /// The layout for `state` (`nil` when the screen is too small), and whether it differs from
  /// the one the previous call returned: a new key may still give the same layout, such as a
  /// focus change on a full screen.
  mutating func layout(for state: DashboardState) -> (layout: ScreenLayout?, changed: Bool) {
    let key = LayoutKey(state)
    guard key != self.key else { return (layout, false) }
    let previous = layout
    layout = ScreenLayout(size: key.size, visible: state.visiblePanels, focus: key.focus)
    self.key = key
    return (layout, layout != previous)
  }
}
