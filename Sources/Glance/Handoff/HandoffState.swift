import ObserverModel

/// What the hand-off panel shows, worked out from the last two samples.
public struct HandoffState: Sendable, Equatable {
  /// Values produced per second off the main loop, over the last sample window.
  package var eventsPerSecond = 0
  /// The main actor's wakes (hops to the main loop) per second.
  package var hopsPerSecond = 0
  /// Frames drawn per second.
  public var framesPerSecond = 0
  /// Counts the samples taken: a new revision is a new sample, which is all the compositor
  /// needs to compare (comparing the histograms on every frame cost more).
  package private(set) var revision = 0
  /// The latest sample (totals, latencies, observer counts).
  public var latest: HandoffSample?
  /// The sample the rates are measured from.
  private var rateBase: HandoffSample?
  /// Samples closer together than this update totals but not rates.
  package static let shortestRateWindow = Duration.milliseconds(500)

  /// The hops of the last second (of the whole run before the second sample).
  package var recentHandoff = HandoffStatistics()
  /// How long writes waited for their frame over the last second (of the whole run before the
  /// second sample).
  package var recentWriteToFrame = LatencyDistribution() {
    // Worked out here, once a second, so that drawing the panel only reads two values.
    didSet { (latencyP50, latencyP99) = (recentWriteToFrame.p50, recentWriteToFrame.p99) }
  }
  /// The median of `recentWriteToFrame`.
  package private(set) var latencyP50: Duration?
  /// The 99th percentile of `recentWriteToFrame`.
  package private(set) var latencyP99: Duration?

  /// No sample yet.
  public init() {}

  /// Changes folded into a pending hop, as of the latest sample (zero before the first).
  public var coalesced: Int { (latest?.handoff.coalesced ?? 0) + (latest?.notifyCoalesced ?? 0) }
  /// Redraw requests folded into a scheduled frame, as of the latest sample.
  package var coalescedRedraws: Int { latest?.coalescedRedraws ?? 0 }
  /// Live observers per observable, as of the latest sample.
  package var observerCounts: [HandoffSample.ObserverCount] { latest?.observerCounts ?? [] }

  /// Takes a new sample: rates over the time since the previous one.
  public mutating func advance(to sample: HandoffSample) {
    revision &+= 1
    latest = sample
    guard let base = rateBase else {
      rateBase = sample
      recentHandoff = sample.handoff
      recentWriteToFrame = sample.writeToFrame
      return
    }
    let seconds = (sample.instant - base.instant).seconds
    // An extra sample soon after the last (an observer attached) updates the totals only:
    // rates over a few milliseconds would say nothing.
    guard seconds >= Self.shortestRateWindow.seconds else { return }
    func rate(_ now: Int, _ before: Int) -> Int {
      Int((Double(now - before) / seconds).rounded())
    }
    eventsPerSecond = rate(sample.produced, base.produced)
    hopsPerSecond = rate(sample.handoff.hops, base.handoff.hops)
    framesPerSecond = rate(sample.frames, base.frames)
    recentHandoff = sample.handoff.since(base.handoff)
    recentWriteToFrame = sample.writeToFrame.since(base.writeToFrame)
    rateBase = sample
  }
}
