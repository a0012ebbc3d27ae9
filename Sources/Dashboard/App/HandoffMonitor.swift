import Observation

/// Measures the hand-off from the generating thread to the main loop: every hop's latency, the
/// frames drawn, and once a second a new ``HandoffSnapshot``. The snapshot is an `@Observable`
/// property, so the hand-off panel watches it by key path like any other model.
///
/// It is used only on the main loop; it is not main-actor isolated so that key paths into it are
/// `Sendable`, as key-path observation requires.
@Observable
final class HandoffMonitor {
  /// The figures shown by the hand-off panel.
  private(set) var snapshot = HandoffSnapshot()

  @ObservationIgnored private var latencies = LatencyWindow()
  @ObservationIgnored private var frameTimes = LatencyWindow()
  @ObservationIgnored private var hops = 0
  @ObservationIgnored private var frames = 0
  @ObservationIgnored private var lastTick:
    (instant: ContinuousClock.Instant, produced: Int, hops: Int, frames: Int)?

  /// A main-actor hop arrived carrying work produced `latency` ago.
  func recordHop(latency: Duration?) {
    hops += 1
    if let latency { latencies.record(latency) }
  }

  /// A frame was drawn, holding the main loop for `duration` when known.
  func recordFrame(duration: Duration? = nil) {
    frames += 1
    if let duration { frameTimes.record(duration) }
  }

  /// Totals since the start, for ``RunStatistics``; frame times are over the recent frames.
  var totals:
    (
      hops: Int, frames: Int, latencyP50: Duration?, latencyP99: Duration?, samples: Int,
      frameP50: Duration?, frameP99: Duration?
    )
  {
    (
      hops, frames, latencies.percentile(0.5), latencies.percentile(0.99), latencies.count,
      frameTimes.percentile(0.5), frameTimes.percentile(0.99)
    )
  }

  /// Recomputes the snapshot from the counters since the previous tick.
  func tick(
    now: ContinuousClock.Instant, produced: Int, coalesced: Int, coalescedRedraws: Int,
    observerCounts: [HandoffSnapshot.ObserverCount]
  ) {
    var next = snapshot
    if let last = lastTick {
      let elapsed =
        Double((now - last.instant).components.attoseconds) / 1e18
        + Double((now - last.instant).components.seconds)
      if elapsed > 0 {
        next.eventsPerSecond = Int((Double(produced - last.produced) / elapsed).rounded())
        next.hopsPerSecond = Int((Double(hops - last.hops) / elapsed).rounded())
        next.framesPerSecond = Int((Double(frames - last.frames) / elapsed).rounded())
      }
    }
    lastTick = (now, produced, hops, frames)
    next.coalescedTotal = coalesced
    next.coalescedRedraws = coalescedRedraws
    next.latencyP50 = latencies.percentile(0.5)
    next.latencyP99 = latencies.percentile(0.99)
    next.observerCounts = observerCounts
    if next != snapshot { snapshot = next }
  }
}
