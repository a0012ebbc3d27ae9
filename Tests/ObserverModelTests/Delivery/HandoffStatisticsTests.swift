import ObserverModel
import Testing

@Suite("Hand-off statistics", .timeLimit(.minutes(1)))
struct HandoffStatisticsTests {
  /// Whether `measured` is within the histogram's resolution (1/16) of `exact`.
  private func isClose(_ measured: Duration?, to exact: Duration) -> Bool {
    guard let measured else { return false }
    let error = abs(Double((measured - exact) / exact))
    return error <= 1.0 / 16
  }

  @Test func emptyStatisticsHaveNoPercentiles() {
    let statistics = HandoffMonitor().statistics
    #expect(statistics == HandoffStatistics())
    #expect(statistics.p50 == nil)
    #expect(statistics.p99 == nil)
    #expect(statistics.latencySamples == 0)
  }

  @Test func percentilesAreWithinTheBucketResolution() {
    let monitor = LatencyHistogram()
    for _ in 0..<98 { monitor.record(.microseconds(10)) }
    monitor.record(.microseconds(250))
    monitor.record(.milliseconds(3))
    let statistics = monitor.statistics
    #expect(statistics.latencySamples == 100)
    #expect(isClose(statistics.p50, to: .microseconds(10)))
    #expect(isClose(statistics.p99, to: .microseconds(250)))
    #expect(isClose(statistics.percentile(1), to: .milliseconds(3)))
    #expect(isClose(statistics.percentile(0), to: .microseconds(10)))
  }

  @Test func smallLatenciesAreExact() {
    let monitor = LatencyHistogram()
    monitor.record(.nanoseconds(7))
    #expect(monitor.statistics.p50 == .nanoseconds(7))
  }

  @Test func everyMagnitudeLandsInABucketCloseToIt() {
    var nanoseconds = 1
    while nanoseconds < 1 << 40 {
      let monitor = LatencyHistogram()
      monitor.record(.nanoseconds(nanoseconds))
      #expect(isClose(monitor.statistics.p50, to: .nanoseconds(nanoseconds)), "\(nanoseconds) ns")
      nanoseconds = nanoseconds * 3 + 1
    }
  }

  @Test func hugeLatenciesAreClampedIntoTheLastBucket() {
    let monitor = LatencyHistogram()
    monitor.record(.seconds(1_000_000))
    #expect(monitor.statistics.latencySamples == 1)
    #expect(monitor.statistics.p50! > .seconds(1_000))
  }

  @Test func sinceGivesTheFiguresOfTheWindow() {
    let monitor = LatencyHistogram()
    for _ in 0..<50 { monitor.record(.milliseconds(1)) }
    let earlier = monitor.statistics
    for _ in 0..<10 { monitor.record(.microseconds(20)) }
    let window = monitor.statistics.since(earlier)
    #expect(window.latencySamples == 10)
    #expect(isClose(window.p99, to: .microseconds(20)), "the older millisecond samples are out")
    #expect(monitor.statistics.since(monitor.statistics).latencySamples == 0)
  }

  @Test func hopsAndCoalescedSendsAddUpToSends() async throws {
    let observer = Observer(0)
    let monitor = HandoffMonitor()
    let log = SendableLog<Int>()
    let subscription = observer.observe(on: .latestOnMainActor(monitor: monitor)) {
      log.append($0)
    }
    for value in 1...100 { observer.update(value) }
    await log.wait { $0.last == 100 }
    let statistics = monitor.statistics
    #expect(statistics.sent == 101)
    #expect(statistics.hops + statistics.coalesced == statistics.sent)
    #expect(statistics.hops == log.values.count)
    #expect(statistics.latencySamples == statistics.hops)
    // Required, not unwrapped: with no hop measured (a wait that gave up), the test fails and
    // the other tests of the process still run.
    let (p50, p99) = (try #require(statistics.p50), try #require(statistics.p99))
    #expect(p50 <= p99)
    subscription.dispose()
  }

  @Test func oneMonitorServesManySubscriptions() async {
    let monitor = HandoffMonitor()
    let first = Observer(0)
    let second = Observer(0)
    let log = SendableLog<Int>()
    let subscriptions = [
      first.observe(on: .mainActor(monitor: monitor)) { log.append($0) },
      second.observe(on: .mainActor(monitor: monitor)) { log.append($0) },
    ]
    await log.wait { $0.count == 2 }
    #expect(monitor.statistics.hops == 2)
    for subscription in subscriptions { subscription.dispose() }
  }
}

extension LatencyHistogram {
  /// Hand-off statistics whose latencies are this histogram's (no hops): the percentiles
  /// a monitor reports are its histogram's.
  fileprivate var statistics: HandoffStatistics {
    var statistics = HandoffStatistics()
    statistics.latencies = distribution
    return statistics
  }
}
