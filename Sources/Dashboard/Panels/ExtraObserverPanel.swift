import GlanceCore

/// What the ``ExtraObserver`` has heard since it was attached. Pure: it draws the observer's last
/// snapshot from the state.
struct ExtraObserverPanel: Widget {
  static let title = "Extra observer"
  let model: ExtraObserver.Heard

  var status: String? { "attached" }

  func render(into buffer: inout CellBuffer, area: Rect, context: RenderContext) {
    TextWidget([
      TextLine([
        TextSpan("heard ", style: Style(.muted)),
        TextSpan("\(model.count)", style: Style(.accent).bold),
      ]),
      TextLine([
        TextSpan("last  ", style: Style(.muted)), TextSpan(model.last.map(String.init) ?? "–"),
      ]),
      TextLine("press o to detach", style: Style(.muted)),
    ]).render(into: &buffer, area: area, context: context)
  }
}
