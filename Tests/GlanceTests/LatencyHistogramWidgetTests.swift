import GlanceCore
import ObserverModel
import Testing

@testable import Glance

/// Hand-off latencies drawn as a histogram, through the distribution's public percentiles.
@Suite struct LatencyHistogramWidgetTests {
  @Test func countsEachLatencyInTheBucketOfItsBound() {
    let histogram = LatencyHistogram()
    for microseconds in [1, 2, 3, 40, 45, 600, 2000, 2000] {
      histogram.record(.microseconds(microseconds))
    }
    let widget = HistogramWidget(
      latencies: histogram.distribution,
      upperBounds: [.microseconds(1000), .microseconds(10), .microseconds(100)])
    #expect(widget.counts == [3, 2, 1, 2])
    #expect(widget.labels == ["≤10µs", "≤100µs", "≤1000µs", ">1000µs"])
  }

  @Test func anEmptyDistributionHasEmptyBuckets() {
    let widget = HistogramWidget(
      latencies: LatencyHistogram().distribution, upperBounds: [.microseconds(5)])
    #expect(widget.counts == [0, 0])
  }
}
