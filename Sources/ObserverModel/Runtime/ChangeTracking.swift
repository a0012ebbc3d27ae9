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
    /// Called by the tracking's onChange, before the write lands: schedules the re-read.
    func fire() {
      guard !fired.exchange(true, ordering: .acquiringAndReleasing) else { return }
      guard let tracker else { return }
      IsolatedTask.start(on: isolation) { _ in tracker.changed() }
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
