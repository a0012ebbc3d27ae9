import GlanceCore
import ObserverModel

extension Board {
  /// Adds the hand-off panel: writes per second to the bindings off the main loop, the main
  /// actor's wakes per second, frames per second, what was coalesced, how long writes waited
  /// for their frame (p50 and p99) and observer counts, sampled
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
    handoff.add(
      HandoffPanelSource(
        panel: panel, produced: produced, coalesced: coalesced, observers: observers))
    return panel
  }

  /// Takes the once-a-second sample for the hand-off panel at `instant`.
  func sampleHandoff(at instant: ContinuousClock.Instant, frames: Int, coalescedRedraws: Int) {
    handoff.sample(
      at: instant, statistics: handoffStatistics, writeToFrame: writeToFrameLatencies,
      frames: frames, coalescedRedraws: coalescedRedraws)
  }

  /// Samples the hand-off panel now rather than at the next second, for a change it should
  /// show at once (such as an observer attached: its counts).
  public func refreshHandoffPanel() {
    host?.sampleHandoff()
  }

  /// What the hand-off panel shows now (empty before it is added).
  public var handoffState: HandoffState { handoff.state }
}
