import GlanceCore

/// The random numbers: the latest in big digits, a sweeping sparkline of the recent ones, and
/// the statistics.
struct RandomNumbersPanel: StatusWidget {
  static let title = "Random numbers"
  let model: NumbersState

  var status: String? { model.isPaused ? "paused" : "running" }

  func render(into buffer: inout ClippedBuffer, context: RenderContext) {
    let area = buffer.area
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
    drawStatistics(summary, into: &buffer, area: statsArea, ellipsis: context.glyphs.ellipsis)
  }

  /// The number of the thread's range whose text is the longest, such as -9000: the field the
  /// big digits are right-aligned in.
  private var widestValue: BigNumberWidget.Content {
    let (low, high) = (model.range.lowerBound, model.range.upperBound)
    return .integer(DecimalText.columns(of: low) >= DecimalText.columns(of: high) ? low : high)
  }

  /// The three rows of statistics, written cell by cell (the panel is redrawn on most frames).
  private func drawStatistics(
    _ summary: RandomNumberHistory.Summary, into buffer: inout ClippedBuffer, area: Rect,
    ellipsis: Character
  ) {
    let muted = Style(.muted)
    func optional(_ value: Int?, _ row: inout RowWriter) {
      if let value {
        row.integer(value, .normal, into: &buffer)
      } else {
        row.put("–", .normal, into: &buffer)
      }
    }
    var row = RowWriter(row: 0, of: area, in: buffer)
    row.label("min ", muted, into: &buffer)
    optional(summary.minimum, &row)
    row.label("  max ", muted, into: &buffer)
    optional(summary.maximum, &row)
    row.label("  mean ", muted, into: &buffer)
    if summary.count == 0 {
      row.put("–", .normal, into: &buffer)
    } else {
      row.tenths(summary.sum, over: summary.count, .normal, into: &buffer)
    }
    row.finish(into: &buffer, ellipsis: ellipsis)

    row = RowWriter(row: 1, of: area, in: buffer)
    row.label("count ", muted, into: &buffer)
    row.integer(summary.count, .normal, into: &buffer)
    row.label("  every ", muted, into: &buffer)
    let interval = model.intervalForm
    row.integer(Int(interval.whole), .normal, into: &buffer)
    if let tenth = interval.tenth {
      row.put(".", .normal, into: &buffer)
      row.integer(Int(tenth), .normal, into: &buffer)
    }
    row.text(interval.unit.symbol, .normal, into: &buffer)
    row.spaces(2, .normal, into: &buffer)
    row.label(
      model.isPaused ? "paused" : "running",
      Style(model.isPaused ? .warning : .positive).bold, into: &buffer)
    row.finish(into: &buffer, ellipsis: ellipsis)

    row = RowWriter(row: 2, of: area, in: buffer)
    row.label("observers ", muted, into: &buffer)
    row.integer(model.observerCount, .normal, into: &buffer)
    row.label("  range ", muted, into: &buffer)
    row.integer(model.range.lowerBound, .normal, into: &buffer)
    row.put("…", .normal, into: &buffer)
    row.integer(model.range.upperBound, .normal, into: &buffer)
    row.finish(into: &buffer, ellipsis: ellipsis)
  }
}
