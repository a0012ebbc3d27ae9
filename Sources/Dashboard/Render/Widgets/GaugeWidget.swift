/// A one-row bar showing a fraction: `label ██████░░░░  60%`.
///
/// The fraction is clamped to 0...1 (`NaN` counts as 0). The bar takes whatever the label and
/// the percentage leave; when the area is too narrow the label goes first, then the
/// percentage, so the bar itself is the last thing to disappear. Filled cells are rounded down,
/// so a bar is full only at 100 %.
struct GaugeWidget: Widget {
  /// How full the bar is, 0...1.
  var fraction: Double
  /// Text before the bar (may be empty).
  var label: String
  /// Replaces the percentage after the bar when set (e.g. `"3/8"`).
  var valueText: String?
  /// Style of the filled part.
  var filledStyle: Style
  /// Style of the empty part.
  var emptyStyle: Style

  /// Creates a gauge.
  init(
    fraction: Double, label: String = "", valueText: String? = nil,
    filledStyle: Style = Style(.positive), emptyStyle: Style = Style(.muted)
  ) {
    self.fraction = fraction
    self.label = label
    self.valueText = valueText
    self.filledStyle = filledStyle
    self.emptyStyle = emptyStyle
  }

  /// The fraction clamped to 0...1.
  var clampedFraction: Double {
    fraction.isNaN ? 0 : min(max(fraction, 0), 1)
  }

  /// Draws the gauge in the area's first row.
  func render(into buffer: inout CellBuffer, area: Rect, context: RenderContext) {
    let area = area.intersection(buffer.bounds)
    guard !area.isEmpty else { return }
    let percent = Int.clamping(clampedFraction * 100, to: 0...100)
    let value = valueText ?? "\(percent)%"
    let valueField = max(value.count, 4)
    var x = area.x
    var barWidth = area.width
    // Keep at least a few cells of bar before showing the label or the value.
    let showsValue = barWidth - (valueField + 1) >= 3
    if showsValue { barWidth -= valueField + 1 }
    let showsLabel = !label.isEmpty && barWidth - (label.count + 1) >= 3
    if showsLabel {
      buffer.write(label, x: x, y: area.y, style: .normal)
      x += label.count + 1
      barWidth -= label.count + 1
    }
    let filled = Int.clamping(clampedFraction * Double(barWidth), to: 0...barWidth)
    buffer.write(
      String(repeating: context.glyphs.barFilled, count: filled), x: x, y: area.y,
      style: filledStyle)
    buffer.write(
      String(repeating: context.glyphs.barEmpty, count: barWidth - filled), x: x + filled,
      y: area.y, style: emptyStyle)
    if showsValue {
      let valueX = area.maxX - value.count
      buffer.write(value, x: valueX, y: area.y, style: Style(.accent))
    }
  }
}
