/// The screen layout for the last size, panel set and focus: splitting the screen on every frame
/// was a fifth of composing one, so it is recomputed only when one of them changes.
///
/// Plain stored properties, and no tuples in or out: copying a tuple goes through the runtime's
/// generic value witnesses, code that a frame drawn after the thread slept pays for.
struct LayoutCache {
  private var key: LayoutKey?
  /// The layout the last ``update(for:)`` settled on; `nil` when the screen is too small (or
  /// before the first update).
  private(set) var layout: ScreenLayout?

  /// Brings ``layout`` up to date with `state`; returns whether it differs from the previous
  /// one. A new key may still give the same layout, such as a focus change on a full screen.
  mutating func update(for state: DashboardState) -> Bool {
    let key = LayoutKey(state)
    guard key != self.key else { return false }
    let previous = layout
    layout = ScreenLayout(size: key.size, visible: state.visiblePanels, focus: key.focus)
    self.key = key
    return layout != previous
  }
}
