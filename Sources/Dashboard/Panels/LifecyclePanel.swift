import GlanceCore

/// The lifecycle stream as three receivers see it: the full history (`.cold`), the last five
/// events (`.warm(upTo: 5)`) and the current state (`.hot`).
struct LifecyclePanel: StatusWidget {
  static let title = "Lifecycle"
  let model: LifecycleState

  var status: String? { model.current.map { "now: \($0)" } }

  func render(into buffer: inout ClippedBuffer, context: RenderContext) {
    let area = buffer.area
    guard area.width >= Self.twoColumnWidth else {
      renderHistory(into: &buffer, area: area, context: context)
      return
    }
    let columns = Layout(.horizontal, [.fill, .fill], spacing: 1).split(area)
    renderHistory(into: &buffer, area: columns[0], context: context)
    renderRecentAndCurrent(into: &buffer, area: columns[1], context: context)
  }

  /// The narrowest width for two columns of the longest event name; narrower, only the history.
  static let twoColumnWidth = 37

  /// The `.cold` receiver's full history, newest at the bottom.
  private func renderHistory(into buffer: inout ClippedBuffer, area: Rect, context: RenderContext) {
    let historyLines = model.history.suffix(max(0, area.height - 1)).map { event in
      TextLine(event.description, style: style(for: event))
    }
    TextWidget(
      [TextLine("History (.cold) \(model.history.count)", style: Style(.title).bold)] + historyLines
    ).render(into: &buffer, area: area, context: context)
  }

  /// The `.warm` receiver's last events and, below them, the `.hot` receiver's current state.
  private func renderRecentAndCurrent(
    into buffer: inout ClippedBuffer, area right: Rect, context: RenderContext
  ) {
    let recentHeight = min(right.height, LifecycleState.recentCount + 1)
    TextWidget(
      [TextLine("Last \(LifecycleState.recentCount) (.warm)", style: Style(.title).bold)]
        + model.recent.map { TextLine($0.description, style: style(for: $0)) }
    ).render(
      into: &buffer, area: Rect(x: right.x, y: right.y, width: right.width, height: recentHeight),
      context: context)
    if right.height > recentHeight + 1 {
      TextWidget([
        TextLine("Now (.hot)", style: Style(.title).bold),
        TextLine(model.current?.description ?? "–", style: Style(.highlight)),
      ]).render(
        into: &buffer,
        area: Rect(
          x: right.x, y: right.y + recentHeight + (right.height > recentHeight + 2 ? 1 : 0),
          width: right.width, height: 2),
        context: context)
    }
  }

  private func style(for event: AppLifecycle) -> Style {
    switch event {
    case .didBecomeActive, .didFinishLaunching, .focusGained, .willEnterForeground:
      Style(.positive)
    case .willResignActive, .didEnterBackground, .focusLost: Style(.warning)
    case .willTerminate: Style(.negative)
    case .resized: Style(.accent)
    }
  }
}
