import GlanceCore

/// Where a board's panels go on a screen large enough for all of them: rows and columns of
/// panels, nested as deep as needed, each part sized by a `Layout.Constraint` (fixed cells, a
/// fraction, a ratio or a weighted share of what is left).
///
/// ```swift
/// board.arrange(
///   .rows(
///     .columns(.panel(load), .panel(trend), constraint: .fraction(0.6)),
///     .columns(.panel(log), .panel(handoff))))
/// ```
///
/// A hidden panel gives its space to its siblings: a row or column with no visible panel is
/// left out, constraint and all.
public struct Arrangement: Sendable {
  indirect enum Node: Sendable {
    case panel(Int)
    case split(Layout.Axis, [Arrangement])
  }

  let node: Node
  /// How much of its parent this part takes.
  public var constraint: Layout.Constraint

  /// One panel, taking `constraint` of its parent.
  static func panel(_ panel: PanelID, constraint: Layout.Constraint = .fill)
    -> Arrangement
  {
    Arrangement(node: .panel(panel.index), constraint: constraint)
  }

  /// One panel, taking `constraint` of its parent.
  @MainActor
  public static func panel(_ panel: Panel, constraint: Layout.Constraint = .fill) -> Arrangement {
    .panel(panel.id, constraint: constraint)
  }

  /// Parts stacked top to bottom, taking `constraint` of their parent.
  public static func rows(_ parts: Arrangement..., constraint: Layout.Constraint = .fill)
    -> Arrangement
  {
    rows(parts, constraint: constraint)
  }

  /// Parts side by side, left to right, taking `constraint` of their parent.
  public static func columns(_ parts: Arrangement..., constraint: Layout.Constraint = .fill)
    -> Arrangement
  {
    columns(parts, constraint: constraint)
  }

  /// `parts` stacked top to bottom, taking `constraint` of their parent: for a number of
  /// panels known only at run time.
  public static func rows(_ parts: [Arrangement], constraint: Layout.Constraint = .fill)
    -> Arrangement
  {
    Arrangement(node: .split(.vertical, parts), constraint: constraint)
  }

  /// `parts` side by side, left to right, taking `constraint` of their parent: for a number of
  /// panels known only at run time.
  public static func columns(_ parts: [Arrangement], constraint: Layout.Constraint = .fill)
    -> Arrangement
  {
    Arrangement(node: .split(.horizontal, parts), constraint: constraint)
  }

  /// Whether any panel here passes `isVisible`.
  func shows(_ isVisible: (Int) -> Bool) -> Bool {
    switch node {
    case .panel(let index): isVisible(index)
    case .split(_, let parts): parts.contains { $0.shows(isVisible) }
    }
  }

  /// Appends each visible panel here and its frame within `area`.
  func place(
    in area: Rect, isVisible: (Int) -> Bool, into placed: inout [BoardLayout.PlacedPanel]
  ) {
    switch node {
    case .panel(let index):
      placed.append(BoardLayout.PlacedPanel(index: index, frame: area))
    case .split(let axis, let parts):
      let shown = parts.filter { $0.shows(isVisible) }
      let areas = Layout(axis, shown.map(\.constraint)).split(area)
      for (part, partArea) in zip(shown, areas) {
        part.place(in: partArea, isVisible: isVisible, into: &placed)
      }
    }
  }

  /// Every panel index mentioned, in order.
  var panelIndices: [Int] {
    switch node {
    case .panel(let index): [index]
    case .split(_, let parts): parts.flatMap(\.panelIndices)
    }
  }
}
