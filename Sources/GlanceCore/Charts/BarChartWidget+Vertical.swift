/// Vertical bars: one per group of columns, the zero line a row.
extension BarChartWidget {
  /// The widest a vertical bar gets, however wide the area.
  static var maxBarWidth: Int { 10 }

  /// Draws the first bars that fit side by side in `area`, labels on the bottom row.
  func renderVertical(
    into buffer: inout CellBuffer, area: Rect, scale: ChartScale, context: RenderContext
  ) {
    let labelRows = area.height >= 3 ? 1 : 0
    let plot = area.inset(bottom: labelRows)
    let gap = area.width >= 2 * bars.count - 1 ? 1 : 0
    let barWidth = min(Self.maxBarWidth, max(1, (area.width + gap) / bars.count - gap))
    let shown = bars.prefix((area.width + gap) / (barWidth + gap))
    // The zero line takes one row of the plot; bars take the others.
    let length = plot.height - 1
    let zero = scale.position(0, length: length) ?? 0
    let axisY = plot.maxY - 1 - zero
    if length >= 1 {
      buffer.fill(
        Rect(x: area.x, y: axisY, width: shown.count * (barWidth + gap) - gap, height: 1),
        with: Cell(context.glyphs.border.horizontal, style: axisStyle))
    }
    for (index, bar) in shown.enumerated() {
      let x = area.x + index * (barWidth + gap)
      if labelRows > 0 {
        let labelWidth = bar.label.columns(upTo: barWidth + 1)
        let offset = labelWidth <= barWidth ? (barWidth - labelWidth) / 2 : 0
        write(
          bar.label, labelStyle,
          in: Rect(x: x + offset, y: area.maxY - 1, width: barWidth - offset, height: 1),
          into: &buffer, context: context)
      }
      guard length >= 1 else { continue }
      let text = valueText(bar.value, room: barWidth, context.glyphs)
      let textWidth = text.columns(upTo: barWidth + 1)
      let textX = x + (barWidth - textWidth) / 2
      guard let end = scale.position(bar.value, length: length) else {
        // NaN: no bar, the text beside the zero line, on the side with room.
        let y = axisY > plot.y ? axisY - 1 : axisY + 1
        write(
          text, valueStyle(bar), in: Rect(x: textX, y: y, width: x + barWidth - textX, height: 1),
          into: &buffer, context: context)
        continue
      }
      // The bar: rows [top, bottom).
      let (top, bottom) = end >= zero ? (plot.maxY - 1 - end, axisY) : (axisY + 1, plot.maxY - end)
      let style = bar.resolvedStyle
      buffer.fill(
        Rect(x: x, y: top, width: barWidth, height: bottom - top),
        with: Cell(singleColumn: context.glyphs.chart.bar, style: style))
      guard textWidth <= barWidth else { continue }
      let outsideY = bar.value < 0 ? bottom : top - 1
      if outsideY >= plot.y, outsideY < plot.maxY, outsideY != axisY {
        write(
          text, style, in: Rect(x: textX, y: outsideY, width: textWidth, height: 1),
          into: &buffer, context: context)
      } else if bottom > top {
        let insideY = bar.value < 0 ? bottom - 1 : top
        write(
          text, style.reversed, in: Rect(x: textX, y: insideY, width: textWidth, height: 1),
          into: &buffer, context: context)
      } else {
        // A bar too short for its value: across the zero line.
        let acrossY = bar.value < 0 ? axisY - 1 : axisY + 1
        guard acrossY >= plot.y, acrossY < plot.maxY else { continue }
        write(
          text, style, in: Rect(x: textX, y: acrossY, width: textWidth, height: 1),
          into: &buffer, context: context)
      }
    }
  }
}
