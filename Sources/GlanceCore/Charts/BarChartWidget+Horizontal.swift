/// Horizontal bars: one per row, the zero line a column.
extension BarChartWidget {
  /// Draws the first bars that fit, one per row of `area`.
  func renderHorizontal(
    into buffer: inout ClippedBuffer, area: Rect, scale: ChartScale, context: RenderContext
  ) {
    let shown = bars.prefix(area.height)
    let widest = shown.reduce(0) { max($0, $1.label.columns(upTo: area.width)) }
    let labelWidth = min(widest, area.width / 3)
    let regionX = area.x + (labelWidth > 0 ? labelWidth + 1 : 0)
    // The zero line takes one column of the region; bars take the others.
    let length = area.maxX - regionX - 1
    let zero = scale.position(0, length: length) ?? 0
    let axisX = regionX + zero
    for (row, bar) in shown.enumerated() {
      let y = area.y + row
      buffer.write(
        bar.label, labelStyle, in: Rect(x: area.x, y: y, width: labelWidth, height: 1),
        ellipsis: context.glyphs.ellipsis)
      guard length >= 1 else { continue }
      buffer[x: axisX, y: y] = Cell(context.glyphs.border.vertical, style: axisStyle)
      guard let end = scale.position(bar.value, length: length) else {
        let text = valueText(bar.value, room: length, context.glyphs)
        let textWidth = text.columns(upTo: length + 2)
        // NaN: no bar, the text beside the zero line, on the side with room.
        let right = area.maxX - axisX - 1
        let left = axisX - regionX
        let width = min(textWidth, max(right, left))
        let x = textWidth <= right || right >= left ? axisX + 1 : axisX - width
        buffer.write(
          text, valueStyle(bar), in: Rect(x: x, y: y, width: width, height: 1),
          ellipsis: context.glyphs.ellipsis)
        continue
      }
      // The bar: columns [start, stop).
      let (start, stop) = end >= zero ? (axisX + 1, regionX + end + 1) : (regionX + end, axisX)
      // The text goes past the bar's end, or inside it: whichever has more room.
      let room = max(stop - start, bar.value < 0 ? start - 1 - regionX : area.maxX - stop - 1)
      let text = valueText(bar.value, room: room, context.glyphs)
      let textWidth = text.columns(upTo: length + 2)
      let style = bar.resolvedStyle
      buffer.fill(
        Rect(x: start, y: y, width: stop - start, height: 1),
        with: Cell(singleColumn: context.glyphs.chart.bar, style: style))
      // Past the bar's end; else inside it, leaving a cell of bar; else across the zero line;
      // else over the whole bar (reversed, it still reads as the bar).
      let negative = bar.value < 0
      let outside = Rect(
        x: negative ? start - 1 - textWidth : stop + 1, y: y, width: textWidth, height: 1)
      let inside = Rect(x: negative ? start : stop - textWidth, y: y, width: textWidth, height: 1)
      let across = Rect(
        x: negative ? axisX + 1 : axisX - textWidth, y: y, width: textWidth, height: 1)
      let fitsAcross = across.x >= regionX && across.maxX <= area.maxX
      if outside.x >= regionX, outside.maxX <= area.maxX {
        buffer.write(text, style, in: outside, ellipsis: context.glyphs.ellipsis)
      } else if textWidth < stop - start || (textWidth == stop - start && !fitsAcross) {
        buffer.write(text, style.reversed, in: inside, ellipsis: context.glyphs.ellipsis)
      } else if fitsAcross {
        buffer.write(text, style, in: across, ellipsis: context.glyphs.ellipsis)
      }
    }
  }
}
