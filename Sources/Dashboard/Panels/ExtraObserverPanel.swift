import GlanceCore

/// What the extra observer (a second history of the numbers) has heard since it was attached.
struct ExtraObserverPanel: Widget {
  static let title = "Extra observer"
  let model: RandomNumberHistory.Summary

  func render(into buffer: inout ClippedBuffer, context: RenderContext) {
    let area = buffer.area
    let muted = Style(.muted)
    TextWidget([
      TextLine([
        TextSpan("heard ", style: muted), TextSpan("\(model.count)", style: Style(.accent).bold),
      ]),
      TextLine([TextSpan("last  ", style: muted), TextSpan(model.latest.map(String.init) ?? "–")]),
      TextLine("press o to detach", style: muted),
    ]).render(into: &buffer, area: area, context: context)
  }
}
