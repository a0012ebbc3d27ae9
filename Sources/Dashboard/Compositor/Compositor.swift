/// Turns the state into a whole screen: owns the layout, the header and the footer, and knows
/// which panels must be drawn again. A panel is drawn again only when the part of the state it
/// shows changed (only its contents when its border's status did not change); a key that changes
/// only the cart leaves the numbers panel's cells alone. The size, the render context, the focus,
/// the panel set or the help overlay changing starts the screen afresh.
struct Compositor {
  /// What the last screen was composed from, and its cells (before any ASCII folding).
  private var last: (state: DashboardState, context: RenderContext, buffer: CellBuffer)?
  private var layoutCache = LayoutCache()
  /// The panels the last call composed (all of them after a fresh start), for tests and
  /// benchmarks.
  private(set) var lastComposed: [PanelID] = []
  /// What was drawn since this compositor was made.
  private(set) var counts = CompositionCounts()

  init() {}

  /// The screen for `state`.
  mutating func compose(_ state: DashboardState, context: RenderContext) -> CellBuffer {
    let layout = layoutCache.layout(for: state)
    var buffer = CellBuffer(width: 0, height: 0)
    if let layout, let previous = last?.state, last?.context == context,
      !startsAfresh(from: previous, to: state)
    {
      // Take the last buffer out, so it is the only copy and is changed in place.
      swap(&buffer, &last!.buffer)
      update(&buffer, layout: layout, from: previous, to: state, context: context)
    } else {
      buffer = ScreenRenderer.render(state, layout: layout, context: context)
      lastComposed = layout.map { $0.panels.map(\.id) } ?? []
      counts.whole += 1
    }
    last = (state, context, buffer)
    return context.glyphs.isASCII ? buffer.foldedToASCII() : buffer
  }

  /// Forgets the last screen: the next one is composed whole.
  mutating func reset() {
    last = nil
  }

  private func startsAfresh(from old: DashboardState, to new: DashboardState) -> Bool {
    old.size != new.size || old.focus != new.focus || old.isHelpVisible || new.isHelpVisible
      || (old.extra == nil) != (new.extra == nil)
  }

  private mutating func update(
    _ buffer: inout CellBuffer, layout: ScreenLayout, from old: DashboardState,
    to new: DashboardState, context: RenderContext
  ) {
    lastComposed.removeAll(keepingCapacity: true)
    if HeaderStatus(new) != HeaderStatus(old) {
      counts.header += 1
      ScreenRenderer.renderHeader(new, into: &buffer, area: layout.header, context: context)
    }
    for placed in layout.panels where placed.id.changed(from: old, to: new) {
      let (id, frame) = (placed.id, placed.frame)
      lastComposed.append(id)
      counts.count(id)
      if id.status(in: old) == id.status(in: new) {
        let area = PanelWidget(title: id.title).contentArea(for: frame)
        buffer.clear(area)
        id.renderContent(new, into: &buffer, area: area, context: context)
      } else {
        ScreenRenderer.renderPanel(id, new, into: &buffer, frame: frame, context: context)
      }
    }
    if old.footerMessage != new.footerMessage {
      counts.footer += 1
      ScreenRenderer.renderFooter(new, into: &buffer, area: layout.footer, context: context)
    }
  }
}
