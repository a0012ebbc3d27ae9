/// Recent values as a strip of block heights.
///
/// The ``layout`` decides where samples go: ``SparklineLayout/scrolling`` shows the last
/// `area.width` values right-aligned (so a short history grows in from the right);
/// ``SparklineLayout/sweeping(total:)`` writes each sample at a cursor that moves left to right
/// and wraps, with a blank column after the newest. Heights are scaled from the minimum to the
/// maximum of the values shown, or of ``bounds`` when given; with a multi-row area each row adds
/// the glyph set's levels. The smallest value still gets the lowest level, so the line never
/// breaks; when all values are equal they sit at half height. Non-finite values leave their column
/// blank. Blank cells carry ``style`` too, so a terminal drawing a run of columns need not switch
/// colours between bars and gaps.
public struct SparklineWidget: Widget {
  /// The samples, oldest first.
  public var values: [Double] {
    switch samples {
    case .doubles(let values): values
    case .integers(let values): values.map(Double.init)
    }
  }
  /// The samples as given: integers are kept as they are, so a live panel's history is not
  /// copied into a new array on every frame.
  private var samples: Samples
  /// Fixed scale; `nil` scales to the shown values' minimum and maximum.
  public var bounds: ClosedRange<Double>?
  /// Where samples go.
  public var layout: SparklineLayout
  /// Style of all but the newest column, and of blank cells.
  public var style: Style
  /// Style of the newest column. With the sweeping layout, pass ``style`` so that a new sample
  /// changes only two columns (the gap already marks the newest).
  public var latestStyle: Style

  /// Creates a sparkline.
  public init(
    _ values: [Double], bounds: ClosedRange<Double>? = nil, layout: SparklineLayout = .scrolling,
    style: Style = Style(.positive), latestStyle: Style = Style(.accent).bold
  ) {
    samples = .doubles(values)
    self.bounds = bounds
    self.layout = layout
    self.style = style
    self.latestStyle = latestStyle
  }

  /// Creates a sparkline of integer samples.
  public init(
    _ values: [Int], bounds: ClosedRange<Double>? = nil, layout: SparklineLayout = .scrolling,
    style: Style = Style(.positive), latestStyle: Style = Style(.accent).bold
  ) {
    self.init([Double](), bounds: bounds, layout: layout, style: style, latestStyle: latestStyle)
    samples = .integers(values)
  }

  /// Draws the newest values that fit.
  public func render(into buffer: inout ClippedBuffer, context: RenderContext) {
    let area = buffer.area
    guard samples.count > 0 else { return }
    buffer.fill(area, with: Cell(singleColumn: " ", style: style))
    // Drawn on every frame of a live panel: no intermediate arrays, no strings.
    let shown = shownCount(width: area.width)
    let first = samples.count - shown
    guard let (low, high) = range(first: first) else { return }
    let levels = context.glyphs.sparklineScalars
    let steps = area.height * levels.count
    for offset in 0..<shown {
      let value = samples[first + offset]
      guard value.isFinite else { continue }
      let fraction = high > low ? (min(max(value, low), high) - low) / (high - low) : 0.5
      // The ceiling, clamped to 1...steps, without libm's `ceil` (`fraction` is NaN when the
      // span overflows to infinity; it then gets the lowest level).
      let scaled = fraction * Double(steps)
      let truncated = scaled >= 0 && scaled <= Double(steps) ? Int(scaled) : 0
      let height = min(max(Double(truncated) < scaled ? truncated + 1 : truncated, 1), steps)
      let cellStyle = offset == shown - 1 ? latestStyle : style
      let x = area.x + column(offset, shown: shown, width: area.width)
      for row in 0..<area.height {
        // Row 0 is the bottom row; each row holds `levels.count` steps.
        let filled = min(levels.count, height - row * levels.count)
        guard filled > 0 else { break }
        // Inside the view's area by construction, and one column wide: stored without the
        // view's checks, as a row writer stores (a strip redrawn on every frame of a live panel).
        buffer.buffer.store(
          Cell(singleColumn: levels[filled - 1], style: cellStyle), x: x, y: area.maxY - 1 - row)
      }
    }
  }

  /// How many of the most recent values a strip `width` columns wide shows.
  private func shownCount(width: Int) -> Int {
    switch layout {
    case .scrolling: min(samples.count, width)
    // One column stays blank as the gap, except in a one-column strip.
    case .sweeping: min(samples.count, max(1, width - 1))
    }
  }

  /// The column of the `offset`-th shown value (0 is the oldest shown).
  private func column(_ offset: Int, shown: Int, width: Int) -> Int {
    switch layout {
    case .scrolling:
      return width - shown + offset
    case .sweeping(let total):
      // Reduced first, so that any total (Int.min and Int.max too) cannot overflow.
      let number = total % width - shown + offset
      return (number % width + width) % width
    }
  }

  /// The value range the strip spans: ``bounds``, or the finite extremes of the values shown
  /// (from index `first` on).
  private func range(first: Int) -> (Double, Double)? {
    if let bounds { return (bounds.lowerBound, bounds.upperBound) }
    var low = Double.infinity
    var high = -Double.infinity
    for index in first..<samples.count {
      let value = samples[index]
      guard value.isFinite else { continue }
      low = min(low, value)
      high = max(high, value)
    }
    return low <= high ? (low, high) : nil
  }
}

/// A sparkline's samples, in the type they were given.
private enum Samples {
  case doubles([Double])
  case integers([Int])

  var count: Int {
    switch self {
    case .doubles(let values): values.count
    case .integers(let values): values.count
    }
  }

  subscript(index: Int) -> Double {
    switch self {
    case .doubles(let values): values[index]
    case .integers(let values): Double(values[index])
    }
  }
}
