import ObserverModel

/// What the built-in hand-off panel samples once a second besides the board's own figures: the
/// program's producers, counted by closures the program gives.
@MainActor
struct HandoffPanelSource {
  /// The panel the samples are shown in.
  let panel: Panel
  /// Values produced off the main loop so far, if the program counts them.
  let produced: (@MainActor () -> Int)?
  /// Changes folded before a hop, counted by the program (such as `notifyChange()` calls).
  let coalesced: (@MainActor () -> Int)?
  /// Live observers per observable.
  let observers: (@MainActor () -> [HandoffSample.ObserverCount])?
  /// What the panel shows.
  var state = HandoffState()
}

/// The board's hand-off panel, once added, and what it shows: each sample of the board's
/// figures and the program's own counts becomes the panel's ``HandoffState`` (rates over the
/// time since the previous sample).
@MainActor
struct HandoffSampler {
  /// Whether the board adds the panel after the program's panels when it starts.
  let addsPanelAtStart: Bool
  /// The panel and the program's own counts, once added.
  private var source: HandoffPanelSource?

  /// No panel yet; `addsPanelAtStart` adds one when the board starts.
  init(addsPanelAtStart: Bool) {
    self.addsPanelAtStart = addsPanelAtStart
  }

  /// Whether the panel has been added.
  var isAdded: Bool { source != nil }

  /// What the panel shows (no sample before it is added). A test sets it to start over.
  var state: HandoffState {
    get { source?.state ?? HandoffState() }
    set { source?.state = newValue }
  }

  /// Shows the samples in `source`'s panel from now on, starting with none.
  mutating func add(_ source: HandoffPanelSource) {
    self.source = source
    source.panel.place(HandoffPanel(model: source.state))
  }

  /// Takes the sample at `instant`: the board's hand-off `statistics` and `writeToFrame`
  /// latencies (read only when there is a panel), `frames` drawn and `coalescedRedraws`, with
  /// the program's own counts where it gives them.
  mutating func sample(
    at instant: ContinuousClock.Instant, statistics: @autoclosure () -> HandoffStatistics,
    writeToFrame: @autoclosure () -> LatencyDistribution, frames: Int, coalescedRedraws: Int
  ) {
    guard let source else { return }
    let statistics = statistics()
    advance(
      to: HandoffSample(
        instant: instant, produced: source.produced?() ?? statistics.sent,
        handoff: statistics, writeToFrame: writeToFrame(),
        notifyCoalesced: source.coalesced?() ?? 0, frames: frames,
        coalescedRedraws: coalescedRedraws, observerCounts: source.observers?() ?? []))
  }

  /// Shows `sample` in the panel: rates over the time since the previous one.
  mutating func advance(to sample: HandoffSample) {
    guard var source else { return }
    source.state.advance(to: sample)
    self.source = source
    source.panel.place(HandoffPanel(model: source.state))
  }
}
