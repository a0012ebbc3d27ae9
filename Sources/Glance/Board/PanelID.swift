/// Names one panel of a ``Board``: its place in the order panels were added, which is also the
/// order Tab moves the focus in.
struct PanelID: Hashable, Sendable {
  /// The panel's position among the board's panels, from 0.
  let index: Int
}
