import GlanceCore

/// What the extra observer has heard since it was attached.
struct ExtraObserverPanel: Widget {
  static let title = "Extra observer"
  let model: ExtraObserver.Heard

  func render(into buffer: inout CellBuffer, area: Rect, context: RenderContext) {
    let muted = Style(.muted)
    TextWidget([
      TextLine([
        TextSpan("heard ", style: muted), TextSpan("\(model.count)", style: Style(.accent).bold),
      ]),
      TextLine([TextSpan("last  ", style: muted), TextSpan(model.last.map(String.init) ?? "–")]),
      TextLine("press o to detach", style: muted),
    ]).render(into: &buffer, area: area, context: context)
  }
}
