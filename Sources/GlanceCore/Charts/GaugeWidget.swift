/// A ratio from 0 to 1 as a bar filled from the left, coloured by the zone it falls in, with
/// its label and percentage drawn inside the bar.
///
/// The ratio is clamped to 0…1 (`+∞` fills the bar, `-∞` leaves it empty). With Unicode glyphs
/// the bar's end is drawn to an eighth of a cell; with ASCII glyphs it is rounded to whole
/// cells. The filled part takes the style of the zone with the greatest lower bound at or below
/// the ratio (``GaugeZone/standard`` by default: green, then yellow from 0.7, red from 0.9). A
/// `NaN` ratio fills nothing and reads `NaN` in the `warning` role, bold.
///
/// The text (`label 73%`) is centred on the middle row; over the filled part it takes the zone's
/// style reversed, so it reads the same with and without colour. When it does not fit, the label
/// is cut first, then dropped (rather than cut to its ellipsis alone); the percentage goes last.
public struct GaugeWidget: Widget {
  /// How full the gauge is, 0…1.
  public var ratio: Double
  /// What the gauge measures, drawn before the percentage (untrusted text is fine).
  public var label: String
  /// The colour zones.
  public var zones: [GaugeZone]
  /// The decimals of the percentage.
  public var fractionDigits: Int
  // Public: a widget setting, as its initializer takes it.
  /// Whether the percentage follows the label; turn it off when the label already says the
  /// figure (`"cpu 73%"`), so that it is not said twice.
  public var showsPercentage: Bool
  // Public: a widget setting, as its initializer takes it.
  /// The style of the unfilled part.
  public var emptyStyle: Style

  /// A gauge at `ratio` labelled `label`, followed by the percentage unless
  /// `showsPercentage` is false (for a label that already gives it).
  public init(
    _ ratio: Double, label: String = "", zones: [GaugeZone] = GaugeZone.standard,
    fractionDigits: Int = 0, showsPercentage: Bool = true, emptyStyle: Style = Style(.muted)
  ) {
    self.ratio = ratio
    self.label = label
    self.zones = zones
    self.fractionDigits = fractionDigits
    self.showsPercentage = showsPercentage
    self.emptyStyle = emptyStyle
  }

  /// The style of the filled part at `ratio` (already clamped).
  package func zoneStyle(for ratio: Double) -> Style {
    var chosen: GaugeZone?
    for zone in zones where zone.lowerBound <= ratio {
      if chosen.map({ zone.lowerBound >= $0.lowerBound }) ?? true { chosen = zone }
    }
    return chosen?.style ?? zones.first?.style ?? Style(.positive)
  }

  /// Draws the bar over the whole area and the text on its middle row.
  public func render(into buffer: inout ClippedBuffer, context: RenderContext) {
    let area = buffer.area
    buffer.clear(area)
    let chart = context.glyphs.chart
    let clamped = ratio.isNaN ? nil : min(max(ratio, 0), 1)
    let style = clamped.map(zoneStyle(for:)) ?? Style(.warning).bold
    // Filled eighths of a cell (whole cells when the glyph set has no partial blocks).
    let steps = chart.partialBars.isEmpty ? 1 : chart.partialBars.count + 1
    let filled = Int(((clamped ?? 0) * Double(area.width * steps)).rounded())
    let (whole, part) = (filled / steps, filled % steps)
    // The whole cells, the partial one if any, then the empty rest, each over every row.
    let partial = part > 0 ? 1 : 0
    buffer.fill(
      Rect(x: area.x, y: area.y, width: whole, height: area.height),
      with: Cell(singleColumn: chart.bar, style: style))
    if partial > 0 {
      buffer.fill(
        Rect(x: area.x + whole, y: area.y, width: 1, height: area.height),
        with: Cell(singleColumn: chart.partialBars[part - 1], style: style))
    }
    buffer.fill(
      Rect(
        x: area.x + whole + partial, y: area.y, width: area.width - whole - partial,
        height: area.height),
      with: Cell(singleColumn: chart.gaugeEmpty, style: emptyStyle))
    let percent =
      !showsPercentage && clamped != nil
      ? ""
      : clamped.map {
        FloatingText.string($0 * 100, fractionDigits: fractionDigits, glyphs: context.glyphs)
          + "%"
      } ?? "NaN"
    drawText(
      percent, style: style, solid: whole + (2 * part >= steps ? 1 : 0), isNaN: clamped == nil,
      into: &buffer, area: area, context: context)
  }

  /// The label and `percent`, centred on the middle row; the first `solid` columns are filled.
  private func drawText(
    _ percent: String, style: Style, solid: Int, isNaN: Bool, into buffer: inout ClippedBuffer,
    area: Rect, context: RenderContext
  ) {
    let percentWidth = percent.count
    // One space between the label and the percentage, none when there is no percentage.
    let separator = percent.isEmpty ? 0 : 1
    let labelWidth = label.columns(upTo: area.width + 1)
    // The label's columns: whole, cut, or none.
    var labelRoom =
      labelWidth == 0 || percentWidth + separator + 1 > area.width
      ? 0 : min(labelWidth, area.width - percentWidth - separator)
    // A label cut to its ellipsis alone says nothing: drop it.
    if labelRoom < min(labelWidth, 2) { labelRoom = 0 }
    let total = min(
      area.width, labelRoom > 0 ? labelRoom + separator + percentWidth : percentWidth)
    let x = area.x + (area.width - total) / 2
    let y = area.y + (area.height - 1) / 2
    let textStyle = isNaN ? style : Style.normal
    if labelRoom > 0 {
      buffer.write(
        label, textStyle, in: Rect(x: x, y: y, width: labelRoom, height: 1),
        ellipsis: context.glyphs.ellipsis)
      if separator > 0 { buffer[x: x + labelRoom, y: y] = Cell(" ", style: textStyle) }
    }
    let percentX = x + (labelRoom > 0 ? labelRoom + separator : 0)
    buffer.write(
      percent, textStyle, in: Rect(x: percentX, y: y, width: area.maxX - percentX, height: 1),
      ellipsis: context.glyphs.ellipsis)
    guard !isNaN else { return }
    // Text over the filled part: the zone's style reversed, so the fill shows through.
    buffer.setStyle(
      style.reversed, in: Rect(x: x, y: y, width: min(total, area.x + solid - x), height: 1))
  }
}
