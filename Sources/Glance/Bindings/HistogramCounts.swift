import GlanceCore

/// Every value of a source counted into buckets: one per finite upper bound, ascending, plus one
/// past the last, as `HistogramWidget.counts(of:upperBounds:)` places them (a value
/// goes in the first bucket whose bound is at or above it), with `NaN` counted apart. What
/// ``Panel/showHistogram(of:upperBounds:_:)`` hands to its content: exact counts of every value
/// written, however fast.
public struct HistogramCounts: Hashable, Sendable {
  /// The buckets' upper bounds: the finite ones given, ascending.
  public let upperBounds: [Double]
  /// The number of values in each bucket: one per bound, then the one past the last.
  public private(set) var counts: [Int]
  /// Values that fell in no bucket (`NaN`).
  public private(set) var unplaced = 0

  /// No value counted yet, in the buckets `upperBounds` describe (non-finite bounds are left
  /// out).
  public init(upperBounds: [Double]) {
    self.upperBounds = upperBounds.filter(\.isFinite).sorted()
    counts = Array(repeating: 0, count: self.upperBounds.count + 1)
  }

  /// Every value counted, `NaN` included.
  public var total: Int { counts.reduce(unplaced, +) }

  /// Counts `value` in its bucket.
  public mutating func add(_ value: Double) {
    guard !value.isNaN else {
      unplaced += 1
      return
    }
    counts[HistogramWidget.bucket(of: value, sortedBounds: upperBounds)] += 1
  }

  /// Adds the values `other` counted, in the same buckets.
  mutating func merge(_ other: HistogramCounts) {
    for index in counts.indices { counts[index] += other.counts[index] }
    unplaced += other.unplaced
  }
}

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
