import GlanceCore

/// Where each part of the screen goes for a given size: a header row, the panels, a footer row.
/// Below ``minimumSize`` nothing but the "too small" screen is drawn; below ``fullSize`` only the
/// focused panel is shown (Tab moves through the others).
struct ScreenLayout: Equatable {
  /// The smallest screen the dashboard draws panels on.
  static let minimumSize = TerminalSize(columns: 40, rows: 12)
  /// The smallest screen on which all panels are shown at once.
  static let fullSize = TerminalSize(columns: 80, rows: 24)

  var header: Rect
  var footer: Rect
  /// Each visible panel's frame.
  var panels: [PlacedPanel]

  /// A panel and where it goes.
  struct PlacedPanel: Equatable {
    var id: PanelID
    var frame: Rect
  }

  /// The layout for `size`, or `nil` when the screen is too small for any.
  init?(size: TerminalSize, visible: [PanelID], focus: PanelID) {
    guard size.fits(Self.minimumSize) else { return nil }
    let screen = Rect(width: size.columns, height: size.rows)
    let rows = Layout(.vertical, [.fixed(1), .fill, .fixed(1)]).split(screen)
    header = rows[0]
    footer = rows[2]
    let body = rows[1]
    guard size.fits(Self.fullSize) else {
      panels = [PlacedPanel(id: visible.contains(focus) ? focus : .numbers, frame: body)]
      return
    }
    let halves = Layout(.vertical, [.fraction(0.55), .fill]).split(body)
    let top = Layout(.horizontal, [.fraction(0.5), .fill]).split(halves[0])
    let bottom = Layout(.horizontal, [.fraction(0.5), .fill]).split(halves[1])
    var placed: [(PanelID, Rect)] = [
      (.numbers, top[0]), (.cart, top[1]), (.lifecycle, bottom[0]), (.handoff, bottom[1]),
    ]
    if visible.contains(.extra) {
      // The extra observer listens to the numbers, so it sits under the numbers panel.
      let column = Layout(.vertical, [.fill, .fixed(5)]).split(top[0])
      placed[0] = (.numbers, column[0])
      placed.append((.extra, column[1]))
    }
    panels = placed.map { PlacedPanel(id: $0.0, frame: $0.1) }
  }
}
