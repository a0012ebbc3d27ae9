import Dispatch
import ObserverModel
import Testing

@Suite("Latency histogram")
struct LatencyHistogramTests {
  @Test func anEmptyHistogramHasNoPercentiles() {
    let distribution = LatencyHistogram().distribution
    #expect(distribution == LatencyDistribution())
    #expect(distribution.count == 0)
    #expect(distribution.p50 == nil)
    #expect(distribution.p99 == nil)
  }

  @Test func recordedDurationsGivePercentilesWithinTheBucketResolution() {
    let histogram = LatencyHistogram()
    for _ in 0..<99 { histogram.record(.microseconds(20)) }
    histogram.record(.milliseconds(4))
    histogram.record(.nanoseconds(-5))  // counts as zero
    let distribution = histogram.distribution
    #expect(distribution.count == 101)
    #expect(distribution.percentile(0) == .zero)
    let p50 = try! #require(distribution.p50)
    #expect(abs(Double((p50 - .microseconds(20)) / .microseconds(20))) <= 1.0 / 16)
    let slowest = try! #require(distribution.percentile(1))
    #expect(abs(Double((slowest - .milliseconds(4)) / .milliseconds(4))) <= 1.0 / 16)
  }

  @Test func sinceKeepsOnlyTheDurationsRecordedInBetween() {
    let histogram = LatencyHistogram()
    for _ in 0..<10 { histogram.record(.milliseconds(1)) }
    let earlier = histogram.distribution
    for _ in 0..<3 { histogram.record(.nanoseconds(9)) }
    let interval = histogram.distribution.since(earlier)
    #expect(interval.count == 3)
    #expect(interval.p99 == .nanoseconds(9))
  }

  @Test func recordsFromManyThreadsAreAllCounted() {
    let histogram = LatencyHistogram()
    DispatchQueue.concurrentPerform(iterations: 8) { thread in
      for index in 0..<1_000 { histogram.record(.nanoseconds(thread * 1_000 + index)) }
    }
    #expect(histogram.distribution.count == 8_000)
  }

  /// Hand-off statistics report the percentiles of the distribution they carry.
  @Test func handoffStatisticsReadTheirLatencyDistribution() {
    let histogram = LatencyHistogram()
    histogram.record(.nanoseconds(7))
    var statistics = HandoffStatistics()
    statistics.latencies = histogram.distribution
    #expect(statistics.latencySamples == 1)
    #expect(statistics.p50 == .nanoseconds(7))
  }
}
