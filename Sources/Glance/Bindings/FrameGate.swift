import ObserverModel
import Synchronization

/// Lets a fast source cost the main actor one take per frame: writers ``ring()`` after each
/// change, which hops to the main actor only when the gate is open, and the panel's taker (see
/// ``Panel/takeEachFrame(from:hasPending:_:)``) keeps the gate shut until a frame interval has
/// passed since its last take, taking again then if changes waited.
@usableFromInline
final class FrameGate: Sendable {
  /// Whether a take is on its way or was made less than a frame ago: rings then do nothing.
  @usableFromInline let shut = Atomic<Bool>(false)
  /// Changes when the gate is rung open; the panel observes it latest-only.
  @usableFromInline let signal = Observer<Int>(0)

  /// Tells the gate that a change waits, after making it visible to the taker.
  @inlinable
  func ring() {
    // The fence orders the change before the flag is read, and pairs with the one in `open()`:
    // either this ring sees the gate open, or the taker's check after opening sees the change.
    // Then a plain load: while the gate is shut (nearly always, under a fast writer) a ring
    // reads the flag without writing its cache line.
    atomicMemoryFence(ordering: .sequentiallyConsistent)
    guard !shut.load(ordering: .sequentiallyConsistent), claim() else { return }
    signal.update(0)
  }

  /// Shuts the gate; returns whether it was open (the caller then owes a take).
  @inlinable
  func claim() -> Bool {
    !shut.exchange(true, ordering: .sequentiallyConsistent)
  }

  @usableFromInline init() {}

  /// Opens the gate: the next ring hops again. A check for changes made after this call sees
  /// every change whose ring found the gate still shut.
  func open() {
    shut.store(false, ordering: .sequentiallyConsistent)
    atomicMemoryFence(ordering: .sequentiallyConsistent)
  }
}

extension Panel {
  /// Runs `take` on the main actor when `gate` is rung, and then once per frame interval for
  /// as long as `hasPending` finds changes waiting; the gate opens again after a frame with
  /// nothing to take. A change is never left waiting: one made while the gate opens either
  /// rings it or is seen by the check that follows.
  @discardableResult
  func takeEachFrame(
    from gate: FrameGate, hasPending: @escaping @Sendable () -> Bool,
    _ take: @escaping @MainActor () -> Void
  ) -> Disposable {
    let subscription = gate.signal.observe(
      on: .latestOnMainActor(monitor: board.monitor), skippingInitialValue: true
    ) { [weak self] _ in
      self?.takeAndWait(gate, hasPending, take)
    }
    keep(subscription)
    return subscription
  }

  private func takeAndWait(
    _ gate: FrameGate, _ hasPending: @escaping @Sendable () -> Bool,
    _ take: @escaping @MainActor () -> Void
  ) {
    take()
    guard let clock = board.host?.clock else { return gate.open() }
    // The interval frames are spaced by (clamped to 1...240 frames a second, as the scheduler's
    // pacer does), so that the gate never takes more often than frames are drawn.
    let frame = FramePacer(framesPerSecond: board.framesPerSecond).minimumInterval
    clock.run(after: frame) { [weak self] in
      guard let self, !board.hasQuit, !isStopped else { return }
      if hasPending() { return takeAndWait(gate, hasPending, take) }
      gate.open()
      if hasPending(), gate.claim() { takeAndWait(gate, hasPending, take) }
    }
  }
}
