import ObserverModel

/// The counters behind the hand-off panel, read once a second outside any frame: what
/// ``HandoffState/advance(to:)`` takes. Rates come from the difference between two samples.
public struct HandoffSample: Sendable, Equatable {
  /// When the sample was taken.
  public var instant: ContinuousClock.Instant
  /// Numbers the thread has produced.
  public var produced = 0
  /// The hand-off from the bindings' writers to the main actor: writes (`sent`), wakes
  /// (`hops`), writes folded into a take (`coalesced`) and the wakes' latency.
  public var handoff = HandoffStatistics()
  /// How long the first write of each take waited for the frame that took it.
  package var writeToFrame = LatencyDistribution()
  /// The thread's `notifyChange()` calls folded into a pending hop.
  package var notifyCoalesced = 0
  /// Frames drawn.
  public var frames = 0
  /// Redraw requests folded into an already scheduled frame.
  package var coalescedRedraws = 0
  /// Live observers per observable, in display order.
  package var observerCounts: [ObserverCount] = []

  /// A sample taken at `instant`; the figures default to zero.
  public init(
    instant: ContinuousClock.Instant, produced: Int = 0, handoff: HandoffStatistics = .init(),
    writeToFrame: LatencyDistribution = .init(), notifyCoalesced: Int = 0, frames: Int = 0,
    coalescedRedraws: Int = 0, observerCounts: [ObserverCount] = []
  ) {
    self.instant = instant
    self.produced = produced
    self.handoff = handoff
    self.writeToFrame = writeToFrame
    self.notifyCoalesced = notifyCoalesced
    self.frames = frames
    self.coalescedRedraws = coalescedRedraws
    self.observerCounts = observerCounts
  }

  // Public: what a program's `observers` closure gives `Board.handoffPanel`.
  /// One observable's live observer count.
  public struct ObserverCount: Sendable, Equatable {
    /// What is observed, as the panel lists it.
    public var name: String
    /// How many observers it has.
    public var count: Int

    /// `count` observers of `name`.
    public init(name: String, count: Int) {
      self.name = name
      self.count = count
    }
  }
}
