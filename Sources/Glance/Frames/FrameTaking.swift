import ObserverModel

/// How a board's frames take its bindings' mailboxes: the figures behind the hand-off panel's
/// wakes, coalescing and write-to-frame latency, and the wake for bindings that change with time
/// alone.
struct FrameTaking {
  /// Whether a frame is taking the mailboxes now (what it shows needs no other frame).
  var isActive = false
  /// Times the doorbell woke the main actor.
  var wakes = 0
  /// Times frames (or a tester's settling) took the mailboxes.
  var takes = 0
  /// Takes that found writes waiting (one per binding per frame at most).
  var filledTakes = 0
  /// How long the first write of each filled take waited for its frame.
  let frameWaits = LatencyHistogram()
  /// How long each wake took to reach the main actor after the ring that asked for it.
  let wakeLatencies = LatencyHistogram()
  /// The next wake for a binding that changes with time alone, while one is pending.
  private(set) var timeWake: (due: Duration, binding: String, generation: Int)?
  /// Values shown on the main actor outside a take: main-actor sources' (key paths, async
  /// sequences) and the program's own ``Panel/show(_:)`` calls.
  var mainActorDeliveries = 0
  /// Counts the wakes for time alone ever scheduled, so that a superseded one does nothing.
  private var timeWakesScheduled = 0
  /// The binding the latest wake for time alone was scheduled for, pending or run: the one a
  /// test names when wakes never move time on.
  var latestTimeWakeBinding: String?
  /// A test's seam: runs once the doorbell has reopened after a frame, before the frame looks
  /// for writes that came in meanwhile, so that a test writes exactly there. `nil` outside
  /// tests.
  var afterReopen: (@MainActor () -> Void)?

  /// Records a wake for time alone at board time `due`, for the binding `name`, unless one at
  /// or before it is pending; returns the wake's generation, to run it by, or `nil` when no
  /// new wake is needed.
  mutating func scheduleTimeWake(at due: Duration, for name: String) -> Int? {
    if let pending = timeWake, pending.due <= due { return nil }
    timeWakesScheduled &+= 1
    timeWake = (due, name, timeWakesScheduled)
    latestTimeWakeBinding = name
    return timeWakesScheduled
  }

  /// The wake `generation` has come: whether it is still the pending one (a wake scheduled
  /// since replaced it otherwise); it is pending no more.
  mutating func timeWakeIsDue(_ generation: Int) -> Bool {
    guard timeWake?.generation == generation else { return false }
    timeWake = nil
    return true
  }

  /// The hand-off so far, with `written` writes to the bindings: `sent` counts them and the
  /// values shown on the main actor outside a take, `hops` the wakes and those values,
  /// `coalesced` the writes a take folded into one change; the latencies are the wakes'.
  func handoffStatistics(written: Int) -> HandoffStatistics {
    var statistics = HandoffStatistics(latencies: wakeLatencies.distribution)
    statistics.sent = written + mainActorDeliveries
    statistics.hops = wakes + mainActorDeliveries
    statistics.coalesced = max(0, written - filledTakes)
    return statistics
  }
}
