/// Labelled bars that grow from a zero line: right (or up) for positive values, left (or down)
/// for negative ones.
///
/// The scale spans the finite values and zero, or ``bounds`` (zero then sits where it falls,
/// at an edge if outside). The zero line is drawn across the chart in ``axisStyle``. Each value is
/// printed past the end of its bar when there is room; else inside the bar's end (in the bar's
/// style, reversed) if a cell of bar still shows; else across the zero line; else over the
/// whole bar (reversed, it still reads as the bar); else not at all. Figures of 100 000 and
/// more too wide for the room are printed in scientific form (`1.80e308`). `NaN` draws no bar
/// and prints `NaN` in the `warning` role next to the zero line; `±∞` fill to the edge of the
/// scale, which spans the finite values (so `-∞` among positive values has no length and only
/// its value shows).
///
/// Horizontal charts show one bar per row (as many as fit, from the first) with labels in a
/// column on the left (at most a third of the width); vertical charts show one bar per column
/// group (up to 10 columns wide, one apart) with labels on the bottom row (from 3 rows).
public struct BarChartWidget: Widget {
  /// The bars, top to bottom or left to right.
  public var bars: [ChartBar]
  /// Which way the bars grow.
  public var orientation: ChartOrientation
  /// A fixed value range; `nil` (or a range with an infinite end) spans the values and zero.
  public var bounds: ClosedRange<Double>?
  /// The decimals of the printed values.
  public var fractionDigits: Int
  // Public: a widget setting, as its initializer takes it.
  /// The labels' style.
  public var labelStyle: Style
  // Public: a widget setting, as its initializer takes it.
  /// The zero line's style.
  public var axisStyle: Style

  /// A chart of `bars`.
  public init(
    _ bars: [ChartBar], orientation: ChartOrientation = .horizontal,
    bounds: ClosedRange<Double>? = nil, fractionDigits: Int = 0,
    labelStyle: Style = Style(.muted), axisStyle: Style = Style(.muted)
  ) {
    self.bars = bars
    self.orientation = orientation
    self.bounds = bounds
    self.fractionDigits = fractionDigits
    self.labelStyle = labelStyle
    self.axisStyle = axisStyle
  }

  /// Draws the bars that fit.
  public func render(into buffer: inout ClippedBuffer, context: RenderContext) {
    let area = buffer.area
    buffer.clear(area)
    guard !bars.isEmpty else { return }
    // Never nil: the fitted scale spans at least zero.
    guard let scale = ChartScale.fixed(bounds, elseFitting: bars.lazy.map(\.value), including: 0)
    else { return }
    switch orientation {
    case .horizontal: renderHorizontal(into: &buffer, area: area, scale: scale, context: context)
    case .vertical: renderVertical(into: &buffer, area: area, scale: scale, context: context)
    }
  }

  /// The text printed for `value`, in scientific form if that makes it fit `room` columns.
  func valueText(_ value: Double, room: Int, _ glyphs: Glyphs) -> String {
    FloatingText.compact(value, fractionDigits: fractionDigits, width: room, glyphs: glyphs)
  }

  /// The style of a printed value: the bar's, or `warning` for `NaN`.
  func valueStyle(_ bar: ChartBar) -> Style {
    bar.value.isNaN ? Style(.warning) : bar.resolvedStyle
  }
}
