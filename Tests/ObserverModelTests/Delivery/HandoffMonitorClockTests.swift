import Clocks
import Dispatch
import ObserverModel
import Testing

@Suite("Hand-off monitor clocks", .timeLimit(.minutes(1)))
struct HandoffMonitorClockTests {
  /// Sends one value through a queue that is held until the time source has moved on by
  /// `advance` has run, and returns the latency the monitor recorded.
  private func latency(
    of monitor: HandoffMonitor, advancing advance: () async -> Void
  ) async -> Duration? {
    let queue = DispatchQueue(label: "held until the clock moves")
    queue.suspend()
    let values = Observer(0)
    let subscription = values.observe(
      on: .queue(queue, monitor: monitor), skippingInitialValue: true
    ) { _ in }
    values.update(1)
    await advance()
    queue.resume()
    queue.sync {}  // the hop has run: the queue is serial
    subscription.dispose()
    return monitor.statistics.p50
  }

  /// Whether `measured` is within the histogram's resolution (1/16) of `exact`.
  private func isClose(_ measured: Duration?, to exact: Duration) -> Bool {
    guard let measured else { return false }
    let error = measured > exact ? measured - exact : exact - measured
    return error <= exact / 16
  }

  @Test func anInjectedTimeSourceDecidesTheRecordedLatency() async {
    let time = Lock<Duration>(.seconds(100))
    let monitor = HandoffMonitor(reading: { time.withLock { $0 } })
    let recorded = await latency(of: monitor) { time.withLock { $0 += .microseconds(7) } }
    #expect(isClose(recorded, to: .microseconds(7)), "\(String(describing: recorded))")
    #expect(monitor.statistics.hops == 1)
  }

  @Test func aTimeSourceThatStandsStillRecordsZero() async {
    let monitor = HandoffMonitor(reading: { .seconds(5) })
    #expect(await latency(of: monitor) {} == .zero)
  }

  @Test func aTestClockTimesTheHop() async {
    let clock = TestClock()
    let monitor = HandoffMonitor(clock: clock)
    let recorded = await latency(of: monitor) { await clock.advance(by: .milliseconds(3)) }
    #expect(isClose(recorded, to: .milliseconds(3)), "\(String(describing: recorded))")
  }
}
