/// Recent values as a strip of block heights, newest at the right edge.
///
/// Only the last `area.width` values are shown, right-aligned (so a short history grows in
/// from the right). Heights are scaled from the minimum to the maximum of the values shown,
/// or of ``bounds`` when given; with a multi-row area each row adds the glyph set's levels. The
/// smallest value still gets the lowest level, so the line never breaks; when all values are equal
/// they sit at half height. Non-finite values leave their column blank.
struct SparklineWidget: Widget {
  /// The samples, oldest first.
  var values: [Double]
  /// Fixed scale; `nil` scales to the shown values' minimum and maximum.
  var bounds: ClosedRange<Double>?
  /// Style of all but the newest column.
  var style: Style
  /// Style of the newest (right-most) column.
  var latestStyle: Style

  /// Creates a sparkline.
  init(
    _ values: [Double], bounds: ClosedRange<Double>? = nil, style: Style = Style(.positive),
    latestStyle: Style = Style(.accent).bold
  ) {
    self.values = values
    self.bounds = bounds
    self.style = style
    self.latestStyle = latestStyle
  }

  /// Creates a sparkline of integer samples.
  init(
    _ values: [Int], bounds: ClosedRange<Double>? = nil, style: Style = Style(.positive),
    latestStyle: Style = Style(.accent).bold
  ) {
    self.init(values.map(Double.init), bounds: bounds, style: style, latestStyle: latestStyle)
  }

  /// Draws the newest values that fit.
  func render(into buffer: inout CellBuffer, area: Rect, context: RenderContext) {
    let area = area.intersection(buffer.bounds)
    guard !area.isEmpty, !values.isEmpty else { return }
    let shown = values.suffix(area.width)
    let finite = shown.filter(\.isFinite)
    guard let low = bounds?.lowerBound ?? finite.min(),
      let high = bounds?.upperBound ?? finite.max()
    else { return }
    let levels = context.glyphs.sparkline
    let steps = area.height * levels.count
    let firstColumn = area.maxX - shown.count
    for (offset, value) in shown.enumerated() where value.isFinite {
      let fraction = high > low ? (min(max(value, low), high) - low) / (high - low) : 0.5
      let height = Int.clamping((fraction * Double(steps)).rounded(.up), to: 1...steps)
      let cellStyle = offset == shown.count - 1 ? latestStyle : style
      for row in 0..<area.height {
        // Row 0 is the bottom row; each row holds `levels.count` steps.
        let filled = min(levels.count, height - row * levels.count)
        guard filled > 0 else { break }
        buffer[x: firstColumn + offset, y: area.maxY - 1 - row] = Cell(
          levels[filled - 1], style: cellStyle)
      }
    }
  }
}
