// Public: the type of `Glyphs.chart`; a custom chart Widget draws with its glyphs.
/// The characters charts draw with, part of a ``Glyphs`` set.
///
/// Checked once when the set is made (every character one column wide), and constant after, so
/// that charts can write them as cells with no further check.
public struct ChartGlyphs: Hashable, Sendable {
  /// A cell of bar, filled all the way.
  public let bar: Unicode.Scalar
  /// Cells filled from the left by one eighth up to seven eighths, in that order; empty when
  /// the set has none (bars then end on whole cells).
  public let partialBars: [Unicode.Scalar]
  /// A cell of a gauge that is not filled.
  public let gaugeEmpty: Unicode.Scalar
  /// Whether line charts plot 2 × 4 braille dots per cell (otherwise one marker per cell).
  public let usesBraille: Bool
  /// What joins a line chart's markers across the rows between two points, when the chart
  /// does not use braille.
  public let joint: Unicode.Scalar

  /// A chart glyph set; a character that is not one column wide on its own is replaced by
  /// ``Cell/replacement``.
  public init(
    bar: Unicode.Scalar, partialBars: [Unicode.Scalar], gaugeEmpty: Unicode.Scalar,
    usesBraille: Bool, joint: Unicode.Scalar = "."
  ) {
    self.bar = Cell.oneColumnScalar(Character(bar))
    self.partialBars = partialBars.map { Cell.oneColumnScalar(Character($0)) }
    self.gaugeEmpty = Cell.oneColumnScalar(Character(gaugeEmpty))
    self.usesBraille = usesBraille
    self.joint = Cell.oneColumnScalar(Character(joint))
  }

  /// Full and eighth blocks, a shaded empty cell and braille dots.
  public static let unicode = ChartGlyphs(
    bar: "█", partialBars: ["▏", "▎", "▍", "▌", "▋", "▊", "▉"], gaugeEmpty: "░",
    usesBraille: true)

  /// `#` bars on `.` gauges, one marker per cell in line charts, joined by `.`.
  public static let ascii = ChartGlyphs(
    bar: "#", partialBars: [], gaugeEmpty: ".", usesBraille: false)
}
