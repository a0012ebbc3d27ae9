/// The random-number thread: the latest number in big digits, a sweeping sparkline of the
/// recent ones, and the statistics. Pure: it draws the thread's last snapshot and settings from
/// the state, never the thread itself.
struct RandomNumbersPanel {
  static let title = "Random numbers"
  let model: NumbersState

  var status: String? { model.isPaused ? "paused" : "running" }

  func render(into buffer: inout CellBuffer, area: Rect, context: RenderContext) {
    guard !area.isEmpty else { return }
    let summary = model.summary
    let statsHeight = min(3, area.height)
    let remaining = area.height - statsHeight
    // Big digits when there is room for them, a gap and a row of sparkline.
    let fontHeight = BigDigitFont.matching(context.glyphs).height
    let bigHeight = remaining >= fontHeight + 2 ? fontHeight : min(1, remaining)
    let sparkHeight = max(0, remaining - bigHeight - (remaining > bigHeight ? 1 : 0))
    var y = area.y

    // Digits and sparkline share one plain colour (not bold) and only the minus strokes are
    // red, so drawing a new number needs few colour changes on the terminal.
    let valueStyle = Style(.positive)
    let bigArea = Rect(x: area.x, y: y, width: area.width, height: bigHeight)
    if let latest = summary.latest {
      // Digits keep their columns (the field fits the widest value of the range): a new value
      // redraws just the strokes that differ.
      BigNumberWidget(
        latest, template: widestValue, style: valueStyle, signStyle: Style(.negative)
      ).render(into: &buffer, area: bigArea, context: context)
    } else {
      TextWidget(["waiting for the first number…"], style: Style(.muted), alignment: .center)
        .render(into: &buffer, area: bigArea, context: context)
    }
    y += bigHeight
    if sparkHeight > 0 {
      y += 1
      let sparkArea = Rect(x: area.x, y: y, width: area.width, height: sparkHeight)
      // Sweeping, like a heart monitor: a new number rewrites two columns, not all of them.
      SparklineWidget(
        summary.recent,
        bounds: Double(model.range.lowerBound)...Double(model.range.upperBound),
        layout: .sweeping(total: summary.count), style: valueStyle, latestStyle: valueStyle
      ).render(into: &buffer, area: sparkArea, context: context)
      y += sparkHeight
    }
    let statsArea = Rect(
      x: area.x, y: area.maxY - statsHeight, width: area.width, height: statsHeight)
    TextWidget(statsLines(summary)).render(into: &buffer, area: statsArea, context: context)
  }

  /// The longest text a number of the thread's range can take, such as `"-9000"`.
  private var widestValue: String {
    let low = String(model.range.lowerBound)
    let high = String(model.range.upperBound)
    return low.utf8.count >= high.utf8.count ? low : high
  }

  private func statsLines(_ summary: RandomNumberHistory.Summary) -> [TextLine] {
    func show(_ value: Int?) -> String { value.map(String.init) ?? "–" }
    let mean = summary.count == 0 ? "–" : DecimalText.tenths(summary.sum, over: summary.count)
    let state = model.isPaused ? "paused" : "running"
    return [
      TextLine([
        TextSpan("min ", style: Style(.muted)), TextSpan(show(summary.minimum)),
        TextSpan("  max ", style: Style(.muted)), TextSpan(show(summary.maximum)),
        TextSpan("  mean ", style: Style(.muted)), TextSpan(mean),
      ]),
      TextLine([
        TextSpan("count ", style: Style(.muted)), TextSpan("\(summary.count)"),
        TextSpan("  every ", style: Style(.muted)),
        TextSpan(DurationArgument.format(model.interval)),
        TextSpan("  ", style: .normal),
        TextSpan(state, style: Style(model.isPaused ? .warning : .positive).bold),
      ]),
      TextLine([
        TextSpan("observers ", style: Style(.muted)), TextSpan("\(model.observerCount)"),
        TextSpan("  range ", style: Style(.muted)),
        TextSpan("\(model.range.lowerBound)…\(model.range.upperBound)"),
      ]),
    ]
  }
}
