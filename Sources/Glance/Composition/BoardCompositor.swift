import GlanceCore

/// Turns a ``BoardFrame`` into a whole screen, drawing again only what changed: a panel whose
/// content revision, title, status and focus are as last drawn keeps its cells; one whose
/// revision alone changed is redrawn inside its border. A layout change starts the screen
/// afresh, in the same storage.
///
/// The help overlay is a layer: the screen under it is kept and updated as usual, and the
/// overlay is drawn on a copy, so that showing or hiding help redraws no panel.
struct BoardCompositor {
  /// The glyphs and colours the screens are drawn with.
  let context: RenderContext
  /// What was drawn since this compositor was made.
  private(set) var counts = CompositionCounts()
  /// The panels the last call composed (all of them after a fresh start), for tests.
  private(set) var lastComposed: [Int] = []

  private var base = CellBuffer(width: 0, height: 0)
  private var overlaid = CellBuffer(width: 0, height: 0)
  private var layoutKey: BoardLayoutKey?
  private var layout: BoardLayout?
  private var drawn: Drawn?

  /// What the last screen was drawn from, as far as the next one needs to know.
  private struct Drawn {
    var revisions: [UInt64]
    var chrome: [PanelChrome]
    var focus: Int
    var title: String
    var status: String?
    var footer: UInt64
  }

  /// What a panel's border shows.
  private struct PanelChrome: Equatable {
    var title: String
    var status: String?
  }

  /// A compositor drawing with `context`.
  init(context: RenderContext) {
    self.context = context
  }

  /// The screen for `frame`.
  mutating func compose(_ frame: BoardFrame) -> CellBuffer {
    let layoutChanged = updateLayout(for: frame)
    if let layout, let drawn, !layoutChanged {
      update(layout: layout, from: drawn, to: frame)
    } else {
      base.reset(to: frame.size)
      if let layout {
        drawHeader(frame, area: layout.header)
        for placed in layout.panels { drawPanel(placed, frame, chromeChanged: true) }
        drawFooter(frame, area: layout.footer)
        lastComposed = layout.panels.map(\.index)
      } else {
        TooSmallWidget(current: frame.size, needed: frame.minimumSize)
          .render(into: &base, area: base.bounds, context: context)
        lastComposed = []
      }
      counts.whole += 1
    }
    remember(frame)
    let showsOverlay = frame.isHelpVisible && layout != nil
    if showsOverlay {
      counts.overlay += 1
      overlaid.copy(base)
      HelpOverlayWidget(title: "Keys", bindings: frame.help)
        .render(into: &overlaid, area: overlaid.bounds, context: context)
    }
    let screen = showsOverlay ? overlaid : base
    return context.glyphs.isASCII ? screen.foldedToASCII() : screen
  }

  /// Forgets the last screen: the next one is composed whole.
  mutating func reset() {
    drawn = nil
  }

  /// Records what `frame` drew, reusing the storage of the previous record: no allocation on
  /// a frame whose panels are the same.
  private mutating func remember(_ frame: BoardFrame) {
    var record =
      drawn ?? Drawn(revisions: [], chrome: [], focus: 0, title: "", status: nil, footer: 0)
    drawn = nil  // `record` is now the only reference to the arrays: updated in place
    if record.revisions.count != frame.panels.count {
      record.revisions = frame.panels.map(\.revision)
      record.chrome = frame.panels.map { PanelChrome(title: $0.title, status: $0.status) }
    } else {
      for index in frame.panels.indices {
        let panel = frame.panels[index]
        record.revisions[index] = panel.revision
        if record.chrome[index].title != panel.title || record.chrome[index].status != panel.status
        {
          record.chrome[index] = PanelChrome(title: panel.title, status: panel.status)
        }
      }
    }
    (record.focus, record.title, record.status) = (frame.focus, frame.title, frame.status)
    record.footer = frame.footerRevision
    drawn = record
  }

  /// Brings the layout up to date; returns whether it differs from the previous one.
  private mutating func updateLayout(for frame: BoardFrame) -> Bool {
    let key = BoardLayoutKey(frame)
    guard key != layoutKey else { return false }
    let previous = layout
    layout = BoardLayout(frame)
    layoutKey = key
    return layout != previous
  }

  private mutating func update(layout: BoardLayout, from old: Drawn, to new: BoardFrame) {
    lastComposed.removeAll(keepingCapacity: true)
    if new.title != old.title || new.status != old.status {
      counts.header += 1
      drawHeader(new, area: layout.header)
    }
    for placed in layout.panels {
      let index = placed.index
      let focusChanged = (index == old.focus) != (index == new.focus)
      let panel = new.panels[index]
      let chromeChanged =
        focusChanged || !old.chrome.indices.contains(index)
        || old.chrome[index] != PanelChrome(title: panel.title, status: panel.status)
      guard chromeChanged || old.revisions[index] != panel.revision else { continue }
      lastComposed.append(index)
      counts.count(panel: index)
      drawPanel(placed, new, chromeChanged: chromeChanged)
    }
    if new.footerRevision != old.footer {
      counts.footer += 1
      drawFooter(new, area: layout.footer)
    }
  }

  /// A panel: its border with title and status when `chromeChanged`, and its contents.
  private mutating func drawPanel(
    _ placed: BoardLayout.PlacedPanel, _ frame: BoardFrame, chromeChanged: Bool
  ) {
    let panel = frame.panels[placed.index]
    let area: Rect
    if chromeChanged {
      let chrome = PanelWidget(
        title: panel.title, trailingTitle: panel.status, isFocused: placed.index == frame.focus)
      chrome.render(into: &base, area: placed.frame, context: context)
      area = chrome.contentArea(for: placed.frame)
    } else {
      area = PanelWidget.contentArea(for: placed.frame).intersection(base.bounds)
      base.clear(area)
    }
    panel.content.render(into: &base, area: area, context: context)
  }

  /// The header: the title at the left, the status at the right when both fit.
  private mutating func drawHeader(_ frame: BoardFrame, area: Rect) {
    let title = " " + frame.title
    base.fill(area, with: Cell(singleColumn: " ", style: Style(.highlight)))
    _ = base.write(
      title, x: area.x, y: area.y, style: Style(.highlight).bold, maxWidth: area.width)
    guard let status = frame.status else { return }
    let x = area.maxX - status.columns
    if x > area.x + title.columns + 2 {
      _ = base.write(status, x: x, y: area.y, style: Style(.highlight), maxWidth: status.columns)
    }
  }

  /// The footer: key hints, or the current message.
  private mutating func drawFooter(_ frame: BoardFrame, area: Rect) {
    base.clear(area)
    KeyHintFooterWidget(hints: frame.footerHints, message: frame.footerMessage)
      .render(into: &base, area: area, context: context)
  }
}
