import GlanceCore

/// Draws the parts of the screen from the state: the whole screen, the header, a panel with its
/// border, the footer. The ``Compositor`` decides which parts a frame needs.
enum ScreenRenderer {
  /// Draws the whole screen for `state` laid out as `layout` (the "too small" screen when
  /// `nil`) into `buffer`, which is the screen's size and blank; the help overlay is not drawn.
  /// `statuses` are the panels' statuses in `state`, which the compositor keeps.
  static func render(
    _ state: DashboardState, layout: ScreenLayout?, statuses: PerPanel<String?>,
    into buffer: inout CellBuffer, context: RenderContext
  ) {
    guard let layout else {
      TooSmallWidget(current: state.size, needed: ScreenLayout.minimumSize)
        .render(into: &buffer, area: buffer.bounds, context: context)
      return
    }
    renderHeader(state, into: &buffer, area: layout.header, context: context)
    for placed in layout.panels {
      renderPanel(
        placed.id, state, status: statuses[placed.id], into: &buffer, frame: placed.frame,
        context: context)
    }
    renderFooter(state, into: &buffer, area: layout.footer, context: context)
  }

  /// The help overlay, over whatever `buffer` shows.
  static func renderHelp(into buffer: inout CellBuffer, context: RenderContext) {
    HelpOverlayWidget(title: "Keys", bindings: KeyBindings.help)
      .render(into: &buffer, area: buffer.bounds, context: context)
  }

  /// A panel: its border with title and `status` (the panel's status in `state`), and its
  /// contents.
  static func renderPanel(
    _ id: PanelID, _ state: DashboardState, status: String?, into buffer: inout CellBuffer,
    frame: Rect, context: RenderContext
  ) {
    let chrome = PanelWidget(title: id.title, trailingTitle: status, isFocused: id == state.focus)
    chrome.render(into: &buffer, area: frame, context: context)
    id.renderContent(state, into: &buffer, area: chrome.contentArea(for: frame), context: context)
  }

  /// A panel's contents only, inside a border already on the screen.
  static func renderPanelContent(
    _ id: PanelID, _ state: DashboardState, into buffer: inout CellBuffer, frame: Rect,
    context: RenderContext
  ) {
    let area = PanelWidget.contentArea(for: frame).intersection(buffer.bounds)
    buffer.clear(area)
    id.renderContent(state, into: &buffer, area: area, context: context)
  }

  /// The header: the program's name, and whether the numbers run and what is in the cart.
  static func renderHeader(
    _ state: DashboardState, into buffer: inout CellBuffer, area: Rect, context: RenderContext
  ) {
    let right = HeaderStatus(state).text
    buffer.fill(area, with: Cell(singleColumn: " ", style: Style(.highlight)))
    _ = buffer.write(
      " ObserverModel dashboard", x: area.x, y: area.y, style: Style(.highlight).bold,
      maxWidth: area.width)
    let x = area.maxX - right.columns
    if x > area.x + 26 {
      _ = buffer.write(right, x: x, y: area.y, style: Style(.highlight), maxWidth: right.columns)
    }
  }

  /// The footer: key hints, or the current message.
  static func renderFooter(
    _ state: DashboardState, into buffer: inout CellBuffer, area: Rect, context: RenderContext
  ) {
    buffer.clear(area)
    KeyHintFooterWidget(hints: KeyBindings.footer, message: state.footerMessage)
      .render(into: &buffer, area: area, context: context)
  }
}
