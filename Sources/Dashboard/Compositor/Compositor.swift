import GlanceCore
import GlanceTerminal

/// Turns the state into a whole screen: owns the layout, the header and the footer, and knows
/// which panels must be drawn again. A panel is drawn again only when the part of the state it
/// shows changed (``StateRevisions``); a key that changes only the cart leaves the numbers
/// panel's cells alone. A focus change on an unchanged layout
/// redraws the two panels whose border changed; a layout change starts the screen afresh, in the
/// same storage. A compositor draws with one render context, fixed when it is made.
///
/// The help overlay is a layer: the screen under it is kept and updated as usual, and the
/// overlay is drawn on a copy of it, so that showing or hiding help redraws no panel.
struct Compositor: FrameComposer {
  /// What the last screen was drawn from (`nil` before the first and after ``reset()``), and
  /// its cells without the overlay (before any ASCII folding).
  private var drawn: DrawnFrom?
  private var base = CellBuffer(width: 0, height: 0)
  /// The last screen with the help overlay on it; its storage is reused while help shows.
  private var overlaid = CellBuffer(width: 0, height: 0)
  private var layoutCache = LayoutCache()
  /// The status each panel's border shows on the screen: a panel whose status and focus are
  /// unchanged is redrawn inside its border only.
  private var statuses = PerPanel<String?>(repeating: nil)
  /// The panels the last call composed (all of them after a fresh start), for tests and
  /// benchmarks.
  private(set) var lastComposed: [PanelID] = []
  /// What was drawn since this compositor was made.
  private(set) var counts = CompositionCounts()

  /// The glyphs and colours the screens are drawn with.
  let context: RenderContext

  /// A compositor drawing with `context`.
  init(context: RenderContext) {
    self.context = context
  }

  /// The screen for `state`.
  mutating func compose(_ state: DashboardState) -> CellBuffer {
    let layoutChanged = layoutCache.update(for: state)
    let layout = layoutCache.layout
    if let layout, let drawn, !layoutChanged {
      update(layout: layout, from: drawn, to: state, context: context)
    } else {
      base.reset(to: state.size)
      statuses = PerPanel { $0.status(in: state) }
      ScreenRenderer.render(
        state, layout: layout, statuses: statuses, into: &base, context: context)
      lastComposed = layout.map { $0.panels.map(\.id) } ?? []
      counts.whole += 1
    }
    let showsOverlay = state.isHelpVisible && layout != nil
    if showsOverlay {
      counts.overlay += 1
      overlaid.copy(base)
      ScreenRenderer.renderHelp(into: &overlaid, context: context)
    }
    drawn = DrawnFrom(state)
    let frame = showsOverlay ? overlaid : base
    return context.glyphs.isASCII ? frame.foldedToASCII() : frame
  }

  /// Forgets the last screen: the next one is composed whole.
  mutating func reset() {
    drawn = nil
  }

  private mutating func update(
    layout: ScreenLayout, from old: DrawnFrom, to new: DashboardState, context: RenderContext
  ) {
    lastComposed.removeAll(keepingCapacity: true)
    if HeaderStatus(new) != old.header {
      counts.header += 1
      ScreenRenderer.renderHeader(new, into: &base, area: layout.header, context: context)
    }
    for placed in layout.panels {
      let id = placed.id
      let focusChanged = (id == old.focus) != (id == new.focus)
      guard focusChanged || id.revision(in: new) != old.revision(of: id) else { continue }
      lastComposed.append(id)
      counts.count(id)
      let status = id.status(in: new)
      if focusChanged || status != statuses[id] {
        statuses[id] = status
        ScreenRenderer.renderPanel(
          id, new, status: status, into: &base, frame: placed.frame, context: context)
      } else {
        ScreenRenderer.renderPanelContent(
          id, new, into: &base, frame: placed.frame, context: context)
      }
    }
    if new.revisions.footer != old.footer {
      counts.footer += 1
      ScreenRenderer.renderFooter(new, into: &base, area: layout.footer, context: context)
    }
  }
}

/// What a frame was drawn from, as far as the next frame needs to know: each part's change
/// count, the focus and the header's facts. Plain integers, so keeping it costs nothing.
private struct DrawnFrom {
  var panels: PerPanel<UInt64>
  var footer: UInt64
  var focus: PanelID
  var header: HeaderStatus

  init(_ state: DashboardState) {
    panels = PerPanel { $0.revision(in: state) }
    (footer, focus, header) = (state.revisions.footer, state.focus, HeaderStatus(state))
  }

  /// The change count of the part `panel` draws.
  func revision(of panel: PanelID) -> UInt64 { panels[panel] }
}
