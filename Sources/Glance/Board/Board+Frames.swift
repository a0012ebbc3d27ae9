import ObserverModel

extension Board {
  /// A writer filled a mailbox at board time `rangAt`, since the last frame: a frame should
  /// take it.
  func doorbellRang(at rangAt: Duration) {
    taking.wakes += 1
    taking.wakeLatencies.record(max(.zero, time.now - rangAt))
    guard !hasQuit else { return }
    host?.frameNeeded()
  }

  /// Takes, for the frame about to be drawn, what every binding's writers filled since the last
  /// one, and what time alone changed; then asks for a wake at the earliest time a binding
  /// changes without a write. Nothing it shows asks for another frame. The doorbell stays rung
  /// until ``reopenDoorbell()``, once the frame is handed over.
  func takeChanges() {
    guard !hasQuit else { return }
    taking.takes += 1
    let now = time.now
    taking.isActive = true
    defer { taking.isActive = false }
    var earliest: PanelBinding?
    for panel in panels {
      var ended = false
      for binding in panel.bindings {
        guard !binding.hasEnded else {
          ended = true
          continue
        }
        if let waited = binding.take(at: now) {
          taking.filledTakes += 1
          taking.frameWaits.record(waited)
        }
        if let due = binding.nextDue, due < earliest?.nextDue ?? .seconds(Int64.max) {
          earliest = binding
        }
      }
      if ended { panel.forgetEndedBindings() }
    }
    if let earliest, let due = earliest.nextDue { wake(at: due, for: earliest.name) }
  }

  /// Lets the next write wake the main actor again, once a frame has been taken and handed
  /// over, and asks for the next frame at once if writes came in meanwhile (claiming the
  /// doorbell, unless a wake is already on its way): writers that fill a
  /// mailbox while the main actor is busy with a frame cost no wake, and a wake only ever finds
  /// the main actor between frames. The steps' order is ``FrameDoorbell/closingSteps``.
  func reopenDoorbell() {
    for step in FrameDoorbell.closingSteps {
      switch step {
      case .openDoorbell:
        doorbell.open()
        let seam = taking.afterReopen
        seam?()
      case .scanMailboxes:
        guard !hasQuit,
          FrameDoorbell.scanAsksForFrame(
            found: panels.contains { $0.bindings.contains { $0.isFilled() } },
            claim: doorbell.claim)
        else { continue }
        host?.frameNeeded()
      }
    }
  }

  /// Asks for a frame at board time `due` (for the binding `name`), unless a wake at or before
  /// it is pending.
  private func wake(at due: Duration, for name: String) {
    guard let clock = host?.clock, let generation = taking.scheduleTimeWake(at: due, for: name)
    else { return }
    clock.run(after: due - time.now) { [weak self] in
      guard let self, taking.timeWakeIsDue(generation), !hasQuit else { return }
      host?.frameNeeded()
    }
  }

  /// How long the first write of each take waited for the frame that took it, so far: a write
  /// made while the main actor is idle waits for a wake and a frame, one made just after a frame
  /// waits for the next.
  package var writeToFrameLatencies: LatencyDistribution { taking.frameWaits.distribution }

  /// The binding the latest wake for time alone was for, pending or run, if any (for a test
  /// that stops wakes that never move on).
  var latestTimeWakeBinding: String? { taking.latestTimeWakeBinding }

  /// The hand-off from the bindings' writers to the main actor, so far: `sent` counts writes to
  /// the bindings and the values shown on the main actor outside a frame (main-actor sources
  /// such as key paths and async sequences, and the program's own ``Panel/show(_:)``),
  /// `hops` the main actor's wakes and those sources' deliveries, `coalesced` the writes a take
  /// folded into one change, and the latencies are the wakes' (from the write that rang to the
  /// main actor).
  package var handoffStatistics: HandoffStatistics {
    taking.handoffStatistics(
      written: panels.reduce(0) { total, panel in
        panel.bindings.reduce(total) { $0 + $1.writes() }
      })
  }
}
