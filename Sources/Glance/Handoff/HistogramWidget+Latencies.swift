import GlanceCore
import ObserverModel

extension HistogramWidget {
  /// A histogram of the durations in `latencies` (the hand-off latencies of the last second,
  /// say: `statistics.since(previous).latencies`), one bucket up to each of `upperBounds` and one
  /// past the last, labelled in microseconds (`≤50µs` … `>1000µs`).
  ///
  /// The distribution keeps its buckets to itself, so the counts are read through its
  /// percentiles: a duration counts where the histogram recorded it, at its bucket's midpoint
  /// (within about 3 % of the duration).
  public init(
    latencies: LatencyDistribution, upperBounds: [Duration],
    orientation: ChartOrientation = .horizontal, style: Style = Style(.accent)
  ) {
    let bounds = upperBounds.sorted()
    let total = latencies.count
    var counts: [Int] = []
    var below = 0
    for bound in bounds {
      let atMost = Self.count(of: latencies, total: total, atMost: bound)
      counts.append(atMost - below)
      below = atMost
    }
    counts.append(total - below)
    self.init(
      counts: counts, upperBounds: bounds.map(\.microseconds), unit: "µs",
      orientation: orientation, style: style)
  }

  /// How many of the `total` durations in `latencies` are at most `bound`: the largest rank
  /// whose percentile is at most `bound`, found by bisection.
  private static func count(of latencies: LatencyDistribution, total: Int, atMost bound: Duration)
    -> Int
  {
    var (low, high) = (0, total)
    while low < high {
      let rank = high - (high - low) / 2
      // Half a rank below `rank`, so that rounding the product up cannot reach the next one.
      let value = latencies.percentile((Double(rank) - 0.5) / Double(total))
      if let value, value <= bound { low = rank } else { high = rank - 1 }
    }
    return low
  }
}

extension Duration {
  /// The duration in microseconds.
  fileprivate var microseconds: Double {
    Double(components.seconds) * 1e6 + Double(components.attoseconds) / 1e12
  }
}
