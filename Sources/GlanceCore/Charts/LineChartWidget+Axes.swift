/// The legend and axes around a ``LineChartWidget``'s plot.
extension LineChartWidget {
  /// The legend: each series' swatch (a full braille cell, or its ASCII marker) and name.
  func drawLegend(into buffer: inout ClippedBuffer, row: Rect, context: RenderContext) {
    var writer = RowWriter(row: 0, of: row, in: buffer)
    for (index, line) in series.enumerated() {
      if index > 0 { writer.spaces(2, .normal, into: &buffer) }
      let swatch: Unicode.Scalar =
        context.glyphs.chart.usesBraille ? "⣿" : line.asciiMarker(index: index)
      writer.put(swatch, line.style, into: &buffer)
      writer.put(" ", .normal, into: &buffer)
      writer.text(line.name, .normal, into: &buffer)
    }
    writer.finish(into: &buffer, ellipsis: context.glyphs.ellipsis)
  }

  /// The y-axis: the maximum by the top row, the minimum by the bottom row, right-aligned in
  /// the columns left of `plot`, and the axis line beside the plot.
  func drawYAxis(
    _ labels: (high: String, low: String), into buffer: inout ClippedBuffer, labelArea: Rect,
    plot: Rect, context: RenderContext
  ) {
    let width = plot.x - labelArea.x - 1
    for (label, y) in [(labels.high, plot.y), (labels.low, plot.maxY - 1)] {
      let shown = label.columns(upTo: width)
      buffer.write(
        label, axisStyle, in: Rect(x: labelArea.x + width - shown, y: y, width: shown, height: 1),
        ellipsis: context.glyphs.ellipsis)
    }
    let line = Cell(context.glyphs.border.vertical, style: axisStyle)
    for y in plot.y..<plot.maxY { buffer[x: plot.x - 1, y: y] = line }
  }

  /// The x-axis under the plot: a line with the leading time label at its left and the trailing
  /// one at its right (only the trailing one, cut, when both do not fit); `corner` joins it to
  /// the y-axis.
  func drawXAxis(
    into buffer: inout ClippedBuffer, row: Rect, corner: Bool, context: RenderContext
  ) {
    let border = context.glyphs.border
    buffer.fill(row, with: Cell(border.horizontal, style: axisStyle))
    if corner { buffer[x: row.x - 1, y: row.y] = Cell(border.bottomLeft, style: axisStyle) }
    let trailing = trailingTimeLabel.columns(upTo: row.width)
    let leading = leadingTimeLabel.columns(upTo: row.width)
    if leading > 0, leading + 1 + trailing <= row.width {
      var writer = RowWriter(row: 0, of: row, in: buffer)
      writer.text(leadingTimeLabel, axisStyle, into: &buffer)
    }
    guard trailing > 0 else { return }
    buffer.write(
      trailingTimeLabel, axisStyle,
      in: Rect(x: row.maxX - trailing, y: row.y, width: trailing, height: 1),
      ellipsis: context.glyphs.ellipsis)
  }

  /// `text` centred on the middle row of `area`, cut to fit.
  func drawCentered(
    _ text: StaticString, in area: Rect, into buffer: inout ClippedBuffer, context: RenderContext
  ) {
    guard !area.isEmpty else { return }
    let row = area.centered(width: text.utf8CodeUnitCount, height: 1)
    var writer = RowWriter(row: 0, of: row, in: buffer)
    writer.label(text, axisStyle, into: &buffer)
    writer.finish(into: &buffer, ellipsis: context.glyphs.ellipsis)
  }
}
