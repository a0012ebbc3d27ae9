import GlanceCore

extension HistogramWidget {
  /// A histogram of the values `histogram` counted (see
  /// ``Panel/showHistogram(of:upperBounds:_:)``), its buckets labelled with their bounds in
  /// `unit`.
  public init(
    _ histogram: HistogramCounts, unit: String = "", fractionDigits: Int = 0,
    orientation: ChartOrientation = .horizontal, style: Style = Style(.accent)
  ) {
    self.init(
      counts: histogram.counts, upperBounds: histogram.upperBounds, unit: unit,
      fractionDigits: fractionDigits, unplaced: histogram.unplaced, orientation: orientation,
      style: style)
  }
}
