import GlanceCore

/// Where each part of a board's screen goes for a frame: a header row, the panels, a footer row.
/// Below the board's minimum size there is no layout (the "too small" screen shows); below its
/// full size, and while the board is zoomed, only the focused panel shows, and Tab moves
/// through the others.
struct BoardLayout: Equatable {
  var header: Rect
  var footer: Rect
  /// Each visible panel's frame.
  var panels: [PlacedPanel]

  /// A panel and where it goes.
  struct PlacedPanel: Equatable {
    var index: Int
    var frame: Rect
  }

  /// The layout for `frame`, or `nil` when the screen is too small for any.
  init?(_ frame: BoardFrame) {
    let size = frame.size
    guard size.fits(frame.minimumSize) else { return nil }
    let screen = Rect(width: size.columns, height: size.rows)
    let rows = Layout(.vertical, [.fixed(1), .fill, .fixed(1)]).split(screen)
    header = rows[0]
    footer = rows[2]
    let body = rows[1]
    let visible = frame.visiblePanels
    guard !visible.isEmpty else {
      panels = []
      return
    }
    let focused = PlacedPanel(
      index: visible.contains(frame.focus) ? frame.focus : visible[0], frame: body)
    guard size.fits(frame.fullSize), !frame.isZoomed else {
      panels = [focused]
      return
    }
    let isVisible = { (index: Int) in
      frame.panels.indices.contains(index) && frame.panels[index].isVisible
    }
    let arrangement =
      frame.arrangement.map { Self.adding(frame.outputPanel, below: $0, if: isVisible) }
      ?? Self.grid(of: visible)
    var placed: [PlacedPanel] = []
    arrangement.place(in: body, isVisible: isVisible, into: &placed)
    let roomy = placed.allSatisfy { placed in
      TerminalSize(columns: placed.frame.width, rows: placed.frame.height)
        .fits(frame.panels[placed.index].minimumSize)
    }
    panels = roomy ? placed : [focused]
  }

  /// `arrangement`, and below it, a third of the height, the output panel when it is visible
  /// and the arrangement does not name it: what the program prints never goes unseen.
  static func adding(
    _ outputPanel: Int?, below arrangement: Arrangement, if isVisible: (Int) -> Bool
  ) -> Arrangement {
    guard let outputPanel, isVisible(outputPanel),
      !arrangement.panelIndices.contains(outputPanel)
    else { return arrangement }
    var above = arrangement
    above.constraint = .fill
    let below = Arrangement(node: .panel(outputPanel), constraint: .fraction(1.0 / 3))
    return Arrangement(node: .split(.vertical, [above, below]), constraint: .fill)
  }

  /// The arrangement used when the board names none: two panels to a row.
  static func grid(of panels: [Int]) -> Arrangement {
    let rows = stride(from: 0, to: panels.count, by: 2).map { start in
      Arrangement(
        node: .split(
          .horizontal,
          panels[start..<min(start + 2, panels.count)].map {
            Arrangement(node: .panel($0), constraint: .fill)
          }), constraint: .fill)
    }
    return Arrangement(node: .split(.vertical, rows), constraint: .fill)
  }
}

/// Everything a ``BoardLayout`` depends on: equal keys give equal layouts. Cheap to compare on
/// every frame.
struct BoardLayoutKey: Equatable {
  var size: TerminalSize
  var layoutRevision: UInt64
  var focus: Int
  var isZoomed: Bool

  init(_ frame: BoardFrame) {
    (size, layoutRevision, focus, isZoomed) = (
      frame.size, frame.layoutRevision, frame.focus, frame.isZoomed
    )
  }
}
