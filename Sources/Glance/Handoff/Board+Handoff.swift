import GlanceCore
import ObserverModel

extension Board {
  /// Adds the hand-off panel: writes per second to the bindings off the main loop, the main
  /// actor's wakes per second, frames per second, what was coalesced, how long writes waited
  /// for their frame (p50 and p99, from ``writeToFrameLatencies``) and observer counts, sampled
  /// once a second.
  ///
  /// `produced`, `coalesced` and `observers` let the program add its own counts: values its
  /// workers produced (instead of the writes to the bindings), changes they folded before
  /// writing, and live observers per source.
  @discardableResult
  public func handoffPanel(
    _ title: String = "Hand-off", name: String = "handoff",
    produced: (@MainActor () -> Int)? = nil, coalesced: (@MainActor () -> Int)? = nil,
    observers: (@MainActor () -> [HandoffSample.ObserverCount])? = nil
  ) -> Panel {
    let panel = panel(title, name: name)
    panel.status = HandoffPanel(model: HandoffState()).status
    handoff = HandoffPanelSource(
      panel: panel, produced: produced, coalesced: coalesced, observers: observers)
    panel.show(HandoffPanel(model: HandoffState()))
    return panel
  }

  /// Takes the once-a-second sample for the hand-off panel at `instant`.
  func sampleHandoff(at instant: ContinuousClock.Instant, frames: Int, coalescedRedraws: Int) {
    guard let source = handoff else { return }
    let statistics = handoffStatistics
    advanceHandoff(
      to: HandoffSample(
        instant: instant, produced: source.produced?() ?? statistics.sent,
        handoff: statistics, writeToFrame: writeToFrameLatencies,
        notifyCoalesced: source.coalesced?() ?? 0, frames: frames,
        coalescedRedraws: coalescedRedraws, observerCounts: source.observers?() ?? []))
  }

  /// Shows `sample` in the hand-off panel: rates over the time since the previous one.
  func advanceHandoff(to sample: HandoffSample) {
    guard var source = handoff else { return }
    source.state.advance(to: sample)
    handoff = source
    source.panel.show(HandoffPanel(model: source.state))
  }

  /// Samples the hand-off panel now rather than at the next second, for a change it should
  /// show at once (such as an observer attached: its counts).
  public func refreshHandoffPanel() {
    host?.sampleHandoff()
  }

  /// What the hand-off panel shows now (empty before it is added).
  public var handoffState: HandoffState { handoff?.state ?? HandoffState() }
}
