/// What the hand-off monitor shows, recomputed once a second; equal snapshots do not notify, so
/// an idle dashboard does not redraw for them.
struct HandoffSnapshot: Sendable, Equatable {
  /// Numbers produced per second on the generating thread.
  var eventsPerSecond = 0
  /// Main-actor hops (objectWillChange deliveries) per second.
  var hopsPerSecond = 0
  /// Frames drawn per second.
  var framesPerSecond = 0
  /// notifyChange() calls folded into a pending hop, in total.
  var coalescedTotal = 0
  /// Redraw requests folded into an already scheduled frame, in total.
  var coalescedRedraws = 0
  /// Worker-to-main-loop latency, median and 99th percentile, over recent hops.
  var latencyP50: Duration?
  var latencyP99: Duration?
  /// Live observers per observable, in display order.
  var observerCounts: [ObserverCount] = []

  /// One observable's live observer count.
  struct ObserverCount: Sendable, Equatable {
    var name: String
    var count: Int
  }
}
