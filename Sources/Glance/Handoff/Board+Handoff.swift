import GlanceCore
import ObserverModel

extension Board {
  /// Adds the hand-off panel: values produced per second off the main loop, hops per second to
  /// it, frames per second, what was coalesced, the hops' latency (p50 and p99, from
  /// ``monitor``) and observer counts, sampled once a second.
  ///
  /// `produced`, `coalesced` and `observers` let the program add its own counts: values its
  /// workers produced, changes they folded into a pending hop, and live observers per source.
  @discardableResult
  public func handoffPanel(
    _ title: String = HandoffPanel.title, name: String = "handoff",
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
    guard var source = handoff else { return }
    let sample = HandoffSample(
      instant: instant, produced: source.produced?() ?? monitor.statistics.hops,
      handoff: monitor.statistics, notifyCoalesced: source.coalesced?() ?? 0, frames: frames,
      coalescedRedraws: coalescedRedraws, observerCounts: source.observers?() ?? [])
    source.state.advance(to: sample)
    handoff = source
    source.panel.show(HandoffPanel(model: source.state))
  }

  /// What the hand-off panel shows now (empty before it is added).
  public var handoffState: HandoffState { handoff?.state ?? HandoffState() }
}
