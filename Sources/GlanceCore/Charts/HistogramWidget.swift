/// How a window of values is distributed over buckets, as one bar per bucket (drawn by a
/// ``BarChartWidget``), with a header giving the number of values and how many were `NaN`.
///
/// Give counts you keep yourself, with labels
/// (``init(counts:labels:unplaced:orientation:style:)``) or with the buckets' upper bounds
/// (``init(counts:upperBounds:unit:fractionDigits:unplaced:orientation:style:)``); or give the
/// values and the bounds
/// (``init(values:upperBounds:unit:fractionDigits:orientation:style:)``) and let the widget
/// count them. Hand-off latencies in microseconds with bounds `10, 100, 1000`, say, give the
/// buckets `≤10µs`, `≤100µs`, `≤1000µs` and `>1000µs`. GlanceCore imports nothing, so the
/// library's `LatencyDistribution` comes in as counts: the Glance target's
/// `HistogramWidget(latencies:upperBounds:)` reads them from it.
///
/// The header (`n 120  NaN 3`, the `NaN` part only when there are some) takes the top row when the area has a row to spare: with
/// horizontal bars, more rows than buckets; with vertical bars, 5 rows or more.
public struct HistogramWidget: Widget {
  /// The number of values in each bucket, in order.
  public var counts: [Int]
  /// Each bucket's label; missing ones are blank. For a histogram made from values and bounds,
  /// the labels as the Unicode glyph set spells them (drawing uses the context's set).
  public var labels: [String] {
    get { bucketLabels.strings(glyphs: .unicode) }
    set { bucketLabels = .given(newValue) }
  }
  /// The labels as given, or the bounds to spell them from with the context's glyphs.
  private var bucketLabels: BucketLabels
  /// Values that fell in no bucket (`NaN`), shown in the header.
  public var unplaced: Int
  /// Which way the bars grow.
  public var orientation: ChartOrientation
  /// The bars' style.
  public var style: Style

  /// A histogram of counts you keep, bucket by bucket.
  public init(
    counts: [Int], labels: [String], unplaced: Int = 0,
    orientation: ChartOrientation = .horizontal, style: Style = Style(.accent)
  ) {
    self.counts = counts
    bucketLabels = .given(labels)
    self.unplaced = unplaced
    self.orientation = orientation
    self.style = style
  }

  /// A histogram of `values` in the buckets that ``counts(of:upperBounds:)`` describes, labelled
  /// by ``labels(upperBounds:unit:fractionDigits:glyphs:)`` with the glyphs it is drawn with.
  public init(
    values: [Double], upperBounds: [Double], unit: String = "", fractionDigits: Int = 0,
    orientation: ChartOrientation = .horizontal, style: Style = Style(.accent)
  ) {
    let (counts, unplaced) = Self.counts(of: values, upperBounds: upperBounds)
    self.init(
      counts: counts, upperBounds: upperBounds, unit: unit, fractionDigits: fractionDigits,
      unplaced: unplaced, orientation: orientation, style: style)
  }

  /// A histogram of counts you keep in the buckets that ``counts(of:upperBounds:)`` describes
  /// (one per finite bound, ascending, plus one past the last), labelled by
  /// ``labels(upperBounds:unit:fractionDigits:glyphs:)`` with the glyphs it is drawn with.
  public init(
    counts: [Int], upperBounds: [Double], unit: String = "", fractionDigits: Int = 0,
    unplaced: Int = 0, orientation: ChartOrientation = .horizontal, style: Style = Style(.accent)
  ) {
    self.init(
      counts: counts, labels: [], unplaced: unplaced, orientation: orientation, style: style)
    bucketLabels = .bounds(
      upperBounds.filter(\.isFinite).sorted(), unit: unit, fractionDigits: fractionDigits)
  }

  /// Counts `values` into one bucket per finite upper bound (ascending, `NaN` ignored) plus one
  /// past the last: a value goes in the first bucket whose bound is at or above it (`-∞` in the
  /// first), or past the last (`+∞` there). `unplaced` counts the `NaN`s.
  public static func counts(of values: some Sequence<Double>, upperBounds: [Double]) -> (
    counts: [Int], unplaced: Int
  ) {
    let bounds = upperBounds.filter(\.isFinite).sorted()
    var counts = Array(repeating: 0, count: bounds.count + 1)
    var unplaced = 0
    for value in values {
      guard !value.isNaN else {
        unplaced += 1
        continue
      }
      counts[bucket(of: value, sortedBounds: bounds)] += 1
    }
    return (counts, unplaced)
  }

  /// The bucket of `value` (not `NaN`) among finite `sortedBounds`, ascending: the first bound at
  /// or above it, by bisection, or `sortedBounds.count` past the last.
  @inlinable
  package static func bucket(of value: Double, sortedBounds: [Double]) -> Int {
    var (low, high) = (0, sortedBounds.count)
    while low < high {
      let middle = (low + high) / 2
      if sortedBounds[middle] >= value { high = middle } else { low = middle + 1 }
    }
    return low
  }

  /// Labels for the buckets of ``counts(of:upperBounds:)``: `≤10µs` … `>1000µs` (`<=` with
  /// ASCII glyphs), the bounds with `fractionDigits` decimals.
  public static func labels(
    upperBounds: [Double], unit: String, fractionDigits: Int, glyphs: Glyphs
  ) -> [String] {
    labels(
      ascending: upperBounds.filter(\.isFinite).sorted(), unit: unit,
      fractionDigits: fractionDigits, glyphs: glyphs)
  }

  /// ``labels(upperBounds:unit:fractionDigits:glyphs:)`` for bounds already finite and ascending.
  fileprivate static func labels(
    ascending bounds: [Double], unit: String, fractionDigits: Int, glyphs: Glyphs
  ) -> [String] {
    guard let last = bounds.last else { return ["all"] }
    func text(_ value: Double) -> String {
      FloatingText.string(value, fractionDigits: fractionDigits, glyphs: glyphs) + unit
    }
    let atMost = glyphs.isASCII ? "<=" : "≤"
    return bounds.map { atMost + text($0) } + [">" + text(last)]
  }

  /// Draws the header, if there is room, and the bars.
  public func render(into buffer: inout ClippedBuffer, context: RenderContext) {
    let area = buffer.area
    buffer.clear(area)
    let spare =
      switch orientation {
      case .horizontal: area.height > counts.count
      case .vertical: area.height >= 5
      }
    var bars = area
    if spare {
      bars = area.inset(top: 1)
      var writer = RowWriter(row: 0, of: area, in: buffer)
      writer.label("n ", Style(.muted), into: &buffer)
      writer.integer(counts.reduce(0) { $0.saturatingAdd($1) }, .normal, into: &buffer)
      if unplaced != 0 {
        writer.label("  NaN ", Style(.warning), into: &buffer)
        writer.integer(unplaced, Style(.warning), into: &buffer)
      }
      writer.finish(into: &buffer, ellipsis: context.glyphs.ellipsis)
    }
    let labels = bucketLabels.strings(glyphs: context.glyphs)
    let chart = counts.enumerated().map { index, count in
      ChartBar(index < labels.count ? labels[index] : "", Double(count), style: style)
    }
    BarChartWidget(chart, orientation: orientation).render(
      into: &buffer, area: bars, context: context)
  }
}

/// A histogram's bucket labels: given, or spelled from the buckets' bounds.
private enum BucketLabels: Hashable, Sendable {
  case given([String])
  /// The buckets' upper bounds, finite and ascending (sorted once, not on every render).
  case bounds([Double], unit: String, fractionDigits: Int)

  /// The labels, spelled with `glyphs`.
  func strings(glyphs: Glyphs) -> [String] {
    switch self {
    case .given(let labels): labels
    case .bounds(let bounds, let unit, let fractionDigits):
      HistogramWidget.labels(
        ascending: bounds, unit: unit, fractionDigits: fractionDigits, glyphs: glyphs)
    }
  }
}
