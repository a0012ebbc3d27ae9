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
