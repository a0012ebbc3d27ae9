import Synchronization

#if OBSERVER_MODEL_SAFE
  import Observation
#else
  // The did-set form of `withObservationTracking` is SPI of the Observation module (the public
  // form fires in willSet, before the new value can be read). It is what lets a change be read
  // and delivered inside the write itself, with no task hop.
  @_spi(SwiftUI) import Observation
#endif

/// Reads `read` under Observation tracking and arms a one-shot notification of `target`: its
/// ``TrackingTarget/changed()`` after a tracked property is written, or its
/// ``TrackingTarget/sourceEnded()`` if the tracking is released without having fired (the
/// observed object was deallocated, or nothing observable was read).
///
/// Fast runtime: `withObservationTracking(_:didSet:)`, so `changed()` runs inside the write, on
/// the writing thread, after the new value is stored. Safe runtime (`OBSERVER_MODEL_SAFE`): the
/// public `withObservationTracking(_:onChange:)`, which fires in willSet, before the new value is
/// stored; `changed()` then runs on the next turn, in a task on `isolation` (the global executor
/// when it is `nil`), and reads whatever has been written by then.
func trackChanges<Value>(
  _ read: () -> Value?, notifying target: any TrackingTarget, isolation: (any Actor)?
) -> Value? {
  let release = TrackingRelease(tracker: target, isolation: isolation)
  #if OBSERVER_MODEL_SAFE
    return withObservationTracking {
      read()
    } onChange: {
      release.fire()
    }
  #else
    // The didSet closure captures only the release marker, a single class reference, so Swift
    // uses the marker itself as the closure context instead of allocating one.
    return withObservationTracking {
      read()
    } didSet: { tracking in
      release.fire(tracking)
    }
  #endif
}

/// What a ``TrackingRelease`` reports to: its tracker. A protocol, so that the marker, allocated
/// on every re-arm, is a non-generic class whose metadata needs no run-time look-up.
protocol TrackingTarget: AnyObject, Sendable {
  /// A tracked property was written (called once per armed tracking).
  func changed()
  /// The registrar released an armed tracking that never fired: the source has ended.
  func sourceEnded()
}

/// Captured only by the change closure of one armed tracking, so its deinit says that the
/// registrar let go of the closure. Without a prior fire, that means the observed object was
/// deallocated (or nothing observable was read): the source has ended.
///
/// It does not keep its tracker alive. Fast runtime: `reference` (an ``UnownedReference``, no
/// side table) holds the tracker for each call; `tracker` is the same object as an existential,
/// held `unowned(unsafe)` and used only while that reference is held. Safe runtime: `weak`.
private final class TrackingRelease: Sendable {
  #if OBSERVER_MODEL_SAFE
    private weak let tracker: (any TrackingTarget)?
    private let isolation: (any Actor)?
  #else
    private unowned(unsafe) let tracker: any TrackingTarget
    private let reference: UnownedReference<AnyObject>
  #endif
  private let fired = Atomic<Bool>(false)

  init(tracker: any TrackingTarget, isolation: (any Actor)?) {
    self.tracker = tracker
    #if OBSERVER_MODEL_SAFE
      self.isolation = isolation
    #else
      self.reference = UnownedReference(tracker)
    #endif
  }

  /// Calls `body` with the tracker if it still exists, retained for the call.
  private func withTracker(_ body: (any TrackingTarget) -> Void) {
    #if OBSERVER_MODEL_SAFE
      if let tracker { body(tracker) }
    #else
      guard let retained = reference.object else { return }
      withExtendedLifetime(retained) { body(tracker) }
    #endif
  }

  #if OBSERVER_MODEL_SAFE
    /// Called by the tracking's onChange, before the write lands: schedules the re-read, in the
    /// actor's next turn batch, or in a task of its own on the global executor.
    func fire() {
      guard !fired.exchange(true, ordering: .acquiringAndReleasing) else { return }
      guard let tracker else { return }
      if let isolation {
        TurnBatches.schedule(tracker, on: isolation)
      } else {
        IsolatedTask.start(on: nil) { _ in tracker.changed() }
      }
    }
  #else
    /// Called by the tracking's didSet. Two writers on different threads can both be inside
    /// this same tracking's didSet. Only the first may cancel it: concurrent `cancel()` calls on
    /// one tracking corrupt the registrar's state (seen as a spin with growing memory). The
    /// second write needs no callback of its own: the re-armed tracking reads the value after
    /// installing itself. The tracking is cancelled after the tracker has re-armed, as the
    /// public willSet form does: the registrar frees a property's set of tracking ids when its
    /// last id leaves, so cancelling first cost one allocation per change to make it again.
    func fire(_ tracking: ObservationTracking) {
      guard !fired.exchange(true, ordering: .acquiringAndReleasing) else { return }
      withTracker { $0.changed() }
      tracking.cancel()
    }
  #endif

  deinit {
    if !fired.load(ordering: .acquiring) { withTracker { $0.sourceEnded() } }
  }
}

#if OBSERVER_MODEL_SAFE
  /// The re-reads waiting for an actor's next turn, one batch per actor, run by one task.
  ///
  /// A write to a model with N observers on one actor fires N trackings on the writing thread;
  /// a task each cost N task allocations and N actor hops, though the actor runs them one after
  /// the other anyway. The first fire for an actor opens its batch and starts the batch's task;
  /// fires until that task starts join the batch. The task closes the batch when it takes it, so
  /// a fire after that opens a new batch with a task of its own: batches never wait for each
  /// other, and a callback that blocks holds up only its own batch, on an actor it blocks
  /// anyway. Observers without isolation get a task each (their callbacks may run in parallel
  /// on the global executor, and one that blocks must not hold up the others).
  enum TurnBatches {
    /// The open batch of each actor, by the actor's identity. An entry lives only while its
    /// task, which holds the actor, has not started, so an identity is never reused under it.
    private static let open = Mutex(TurnBatchTable<ObjectIdentifier, any TrackingTarget>())

    /// Calls `target.changed()` in `actor`'s next turn.
    static func schedule(_ target: any TrackingTarget, on actor: any Actor) {
      let key = ObjectIdentifier(actor)
      let opens = open.withLock { $0.join(target, on: key) }
      guard opens else { return }
      IsolatedTask.start(on: actor) { _ in
        let batch = open.withLock { $0.take(key) }
        for target in batch { target.changed() }
      }
    }
  }
#endif
