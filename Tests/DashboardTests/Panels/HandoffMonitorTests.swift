import Testing

@testable import Dashboard

/// The monitor's once-a-second figures, computed from given instants, and how the panel shows
/// them.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct HandoffMonitorTests {
  private let base = ContinuousClock.now
  private let counts = [HandoffSnapshot.ObserverCount(name: "number thread", count: 3)]

  @Test func ratesAreCountsSinceThePreviousTickOverTheElapsedTime() {
    let monitor = HandoffMonitor()
    monitor.tick(now: base, produced: 0, coalesced: 0, coalescedRedraws: 0, observerCounts: [])
    for _ in 0..<10 { monitor.recordHop(latency: .microseconds(20)) }
    for _ in 0..<6 { monitor.recordFrame() }
    monitor.recordHop(latency: .milliseconds(3))
    monitor.tick(
      now: base + .seconds(2), produced: 40, coalesced: 29, coalescedRedraws: 5,
      observerCounts: counts)
    let snapshot = monitor.snapshot
    #expect(snapshot.eventsPerSecond == 20)
    #expect(snapshot.hopsPerSecond == 6)  // 11 hops in 2 s, rounded
    #expect(snapshot.framesPerSecond == 3)
    #expect(snapshot.coalescedTotal == 29)
    #expect(snapshot.coalescedRedraws == 5)
    #expect(snapshot.latencyP50 == .microseconds(20))
    #expect(snapshot.latencyP99 == .milliseconds(3))
    #expect(snapshot.observerCounts == counts)
  }

  @Test func firstTickHasNoRates() {
    let monitor = HandoffMonitor()
    monitor.recordFrame()
    monitor.tick(now: base, produced: 100, coalesced: 0, coalescedRedraws: 0, observerCounts: [])
    #expect(monitor.snapshot.eventsPerSecond == 0)
    #expect(monitor.snapshot.framesPerSecond == 0)
  }

  @Test func panelShowsTheSettledFigures() async {
    let monitor = HandoffMonitor()
    let signal = RedrawSignal()
    var offMainDeliveries = 0
    let panel = HandoffPanel(monitor: monitor) {
      // Throttled values arrive from a window task, which must run on the main loop too.
      if !MainLoop.isCurrent { offMainDeliveries += 1 }
      signal.fire()
    }
    monitor.tick(now: base, produced: 0, coalesced: 0, coalescedRedraws: 0, observerCounts: [])
    monitor.recordHop(latency: .microseconds(12))
    monitor.recordHop(latency: .microseconds(2500))
    monitor.tick(
      now: base + .seconds(1), produced: 250, coalesced: 7, coalescedRedraws: 1,
      observerCounts: counts)
    await signal.wait { panel.shown == monitor.snapshot }
    #expect(offMainDeliveries == 0)
    var buffer = CellBuffer(width: 40, height: 12)
    panel.renderContent(into: &buffer, area: buffer.bounds, context: .standard)
    let lines = buffer.lines()
    #expect(lines[0] == "events/s off main   250")
    #expect(lines[1] == "hops/s to main      2")
    #expect(lines[5] == "latency p50 / p99   12.0µs / 2.50ms")
    #expect(lines[7] == "  number thread     3")
  }
}
