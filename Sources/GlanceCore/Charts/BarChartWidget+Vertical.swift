/// Vertical bars: one per group of columns, the zero line a row.
extension BarChartWidget {
  /// The widest a vertical bar gets, however wide the area.
  static var maxBarWidth: Int { 10 }

  /// Draws the first bars that fit side by side in `area`, labels on the bottom row.
  func renderVertical(
    into buffer: inout ClippedBuffer, area: Rect, scale: ChartScale, context: RenderContext
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
        buffer.write(
          bar.label, labelStyle,
          in: Rect(x: x + offset, y: area.maxY - 1, width: barWidth - offset, height: 1),
          ellipsis: context.glyphs.ellipsis)
      }
      guard length >= 1 else { continue }
      let text = valueText(bar.value, room: barWidth, context.glyphs)
      let textWidth = text.columns(upTo: barWidth + 1)
      let textX = x + (barWidth - textWidth) / 2
      guard let end = scale.position(bar.value, length: length) else {
        // NaN: no bar, the text beside the zero line, on the side with room.
        let y = axisY > plot.y ? axisY - 1 : axisY + 1
        buffer.write(
          text, valueStyle(bar), in: Rect(x: textX, y: y, width: x + barWidth - textX, height: 1),
          ellipsis: context.glyphs.ellipsis)
        continue
      }
      // The bar: rows [top, bottom).
      let (top, bottom) = end >= zero ? (plot.maxY - 1 - end, axisY) : (axisY + 1, plot.maxY - end)
      let style = bar.resolvedStyle
      buffer.fill(
        Rect(x: x, y: top, width: barWidth, height: bottom - top),
        with: Cell(singleColumn: context.glyphs.chart.bar, style: style))
      guard textWidth <= barWidth else { continue }
      // Past the bar's end; else inside it, leaving some bar showing; else across the zero line;
      // else over the whole bar (reversed, it still reads as the bar).
      let negative = bar.value < 0
      let outsideY = negative ? bottom : top - 1
      let acrossY = negative ? axisY - 1 : axisY + 1
      let fitsAcross = acrossY >= plot.y && acrossY < plot.maxY
      let (y, textStyle): (Int, Style)
      if outsideY >= plot.y, outsideY < plot.maxY, outsideY != axisY {
        (y, textStyle) = (outsideY, style)
      } else if bottom - top >= 2
        || (bottom - top == 1 && (textWidth < barWidth || !fitsAcross))
      {
        (y, textStyle) = (negative ? bottom - 1 : top, style.reversed)
      } else if fitsAcross {
        (y, textStyle) = (acrossY, style)
      } else {
        continue
      }
      buffer.write(
        text, textStyle, in: Rect(x: textX, y: y, width: textWidth, height: 1),
        ellipsis: context.glyphs.ellipsis)
    }
  }
}
