import Testing

@testable import Dashboard

/// Hand-off latency percentiles by nearest rank over a bounded window.
@Suite struct LatencyWindowTests {
  @Test func emptyWindowHasNoPercentiles() {
    let window = LatencyWindow()
    #expect(window.count == 0)
    #expect(window.percentile(0.5) == nil)
  }

  @Test func percentilesByNearestRank() {
    var window = LatencyWindow()
    for milliseconds in (1...100).reversed() { window.record(.milliseconds(milliseconds)) }
    #expect(window.count == 100)
    #expect(window.percentile(0.5) == .milliseconds(50))
    #expect(window.percentile(0.99) == .milliseconds(99))
    #expect(window.percentile(1) == .milliseconds(100))
    #expect(window.percentile(0) == .milliseconds(1))
    #expect(window.percentile(-3) == .milliseconds(1))
    #expect(window.percentile(7) == .milliseconds(100))
  }

  @Test func singleSampleIsEveryPercentile() {
    var window = LatencyWindow()
    window.record(.microseconds(12))
    #expect(window.percentile(0.5) == .microseconds(12))
    #expect(window.percentile(0.99) == .microseconds(12))
  }

  @Test func oldestSamplesAreOverwritten() {
    var window = LatencyWindow(capacity: 3)
    for milliseconds in [1, 2, 3, 40, 50] { window.record(.milliseconds(milliseconds)) }
    #expect(window.count == 3)
    #expect(window.percentile(0) == .milliseconds(3))
    #expect(window.percentile(1) == .milliseconds(50))
  }

  @Test func negativeLatencyCountsAsZeroAndCapacityIsAtLeastOne() {
    var window = LatencyWindow(capacity: 0)
    #expect(window.capacity == 1)
    window.record(.milliseconds(-5))
    #expect(window.percentile(0.5) == .zero)
  }
}
