import ObserverModel

/// The counters behind the hand-off panel, read once a second outside any frame: the
/// ``DashboardEvent/tick(_:)`` payload. Rates come from the difference between two samples.
struct HandoffSample: Sendable, Equatable {
  /// When the sample was taken.
  var instant: ContinuousClock.Instant
  /// Numbers the thread has produced.
  var produced = 0
  /// The library's statistics of the hops that brought model snapshots to the main actor.
  var handoff = HandoffStatistics()
  /// The thread's `notifyChange()` calls folded into a pending hop.
  var notifyCoalesced = 0
  /// Frames drawn.
  var frames = 0
  /// Redraw requests folded into an already scheduled frame.
  var coalescedRedraws = 0
  /// Live observers per observable, in display order.
  var observerCounts: [ObserverCount] = []

  /// One observable's live observer count.
  struct ObserverCount: Sendable, Equatable {
    var name: String
    var count: Int
  }
}

/// What the hand-off panel shows, worked out from the last two samples.
struct HandoffState: Sendable, Equatable {
  var eventsPerSecond = 0
  var hopsPerSecond = 0
  var framesPerSecond = 0
  /// Counts the samples taken: a new revision is a new sample, which is all the compositor
  /// needs to compare (comparing the histograms on every frame cost more).
  private(set) var revision = 0
  /// The latest sample (totals, latencies, observer counts).
  var latest: HandoffSample?
  /// The sample the rates are measured from.
  private var rateBase: HandoffSample?
  /// Samples closer together than this update totals but not rates.
  static let shortestRateWindow = Duration.milliseconds(500)

  /// The hops of the last second (of the whole run before the second sample).
  var recentHandoff = HandoffStatistics() {
    // Worked out here, once a second, so that drawing the panel only reads two values.
    didSet { (latencyP50, latencyP99) = (recentHandoff.p50, recentHandoff.p99) }
  }
  /// The latency percentiles of ``recentHandoff``.
  private(set) var latencyP50: Duration?
  private(set) var latencyP99: Duration?

  /// The latest sample's figures, zero or absent before the first.
  var coalesced: Int { (latest?.handoff.coalesced ?? 0) + (latest?.notifyCoalesced ?? 0) }
  var coalescedRedraws: Int { latest?.coalescedRedraws ?? 0 }
  var observerCounts: [HandoffSample.ObserverCount] { latest?.observerCounts ?? [] }

  /// Takes a new sample: rates over the time since the previous one.
  mutating func advance(to sample: HandoffSample) {
    revision &+= 1
    latest = sample
    guard let base = rateBase else {
      rateBase = sample
      recentHandoff = sample.handoff
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
    rateBase = sample
  }
}
