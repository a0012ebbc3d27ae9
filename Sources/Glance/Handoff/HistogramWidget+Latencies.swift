import GlanceCore
import ObserverModel

extension HistogramWidget {
  /// A histogram of the durations in `latencies` (the hand-off latencies of the last second,
  /// say: `statistics.since(previous).latencies`), one bucket up to each of `upperBounds` and one
  /// past the last, labelled in microseconds (`≤50µs` … `>1000µs`).
  ///
  /// A duration counts where the distribution recorded it, at its bucket's midpoint (within
  /// about 3 % of the duration).
  public init(
    latencies: LatencyDistribution, upperBounds: [Duration],
    orientation: ChartOrientation = .horizontal, style: Style = Style(.accent)
  ) {
    let bounds = upperBounds.sorted()
    let atMost = bounds.map { latencies.count(atMost: $0) }
    let counts = zip(atMost, [0] + atMost).map { $0 - $1 } + [latencies.count - (atMost.last ?? 0)]
    self.init(
      counts: counts, upperBounds: bounds.map { $0.seconds * 1e6 }, unit: "µs",
      orientation: orientation, style: style)
  }
}
