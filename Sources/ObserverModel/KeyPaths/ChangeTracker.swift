// The did-set form of `withObservationTracking` is SPI of the Observation module (the public
// form fires in willSet, before the new value can be read). It is what lets a change be read
// and delivered inside the write itself, with no task hop.
@_spi(SwiftUI) import Observation
import Synchronization

/// The engine of every key-path observation and ``ObservationBridge`` pipeline: reads a value
/// under `withObservationTracking(_:didSet:)`, hands it to a sink, and re-arms when a tracked
/// property has been written.
///
/// Delivery is synchronous: the first value during ``start()``, every later one inside the
/// didSet of the write, on the writing thread. Rounds never overlap: a write that lands while
/// a round is running (from a callback, or from another thread) only marks the tracker dirty,
/// and the running round goes again, reading the value current by then. No lock is held while
/// the sink runs.
///
/// The value is read a second time after the tracking is installed and that second read is
/// delivered: a write landing between the tracked read and the installation would otherwise be
/// lost until the next write.
///
/// The source ends when `read` returns `nil` (the weakly held owner is gone) or when the
/// tracking closure is released without having fired: the registrar drops it when the observed
/// object deallocates, or at once when nothing observable was read. The sink then gets `finish`.
///
/// An armed tracking refers to its tracker through a ``TrackingRelease`` that holds it
/// `unowned` and try-retains it when the tracking fires, so a cancelled or released observation
/// frees its tracker, sink and callback at once, as a weak reference would, without giving the
/// tracker a side table (which would send every retain and release of it to the runtime's slow
/// path). Only the tracker's own allocation stays until the armed tracking is released.
///
/// The four flags live in one atomic word, changed by compare-and-swap, so a delivery touches no
/// lock and no object besides the tracker, the marker and the sink.
final class ChangeTracker<Value>: TrackingTarget, Sendable {
  private typealias Flags = ChangeTrackerFlags

  /// Used only from the observer's isolation (see ``IsolationBound``).
  private let read: IsolationBound<() -> Value?>
  private let sink: ValueSink<Value>
  private let flags = Atomic<UInt8>(Flags.active)

  init(read: @escaping () -> Value?, sink: ValueSink<Value>) {
    self.read = IsolationBound(read)
    self.sink = sink
  }

  /// Applies `transition` to the flags atomically; returns what it decided for the old value.
  private func update<Decision>(_ transition: (inout UInt8) -> Decision) -> Decision {
    var current = flags.load(ordering: .acquiring)
    while true {
      var next = current
      let decision = transition(&next)
      if next == current { return decision }
      let (exchanged, original) = flags.compareExchange(
        expected: current, desired: next, ordering: .acquiringAndReleasing)
      if exchanged { return decision }
      current = original
    }
  }

  /// Delivers the current value and starts tracking.
  func start() {
    let begins = update { flags -> Bool in
      guard flags & Flags.active != 0, flags & Flags.draining == 0 else { return false }
      flags |= Flags.draining
      return true
    }
    if begins { drain() }
  }

  /// Stops delivery. The armed tracking stays registered until the next write releases it; it
  /// does not keep this tracker alive.
  func cancel() {
    flags.bitwiseAnd(~Flags.active, ordering: .acquiringAndReleasing)
  }

  func changed() {
    let begins = update { flags -> Bool in
      guard flags & Flags.active != 0 else { return false }
      if flags & Flags.draining != 0 {
        flags |= Flags.dirty
        return false
      }
      flags |= Flags.draining
      return true
    }
    if begins { drain() }
  }

  func sourceEnded() {
    let finishes = update { flags -> Bool in
      guard flags & Flags.active != 0 else { return false }
      flags |= Flags.ended
      if flags & Flags.draining != 0 { return false }
      flags &= ~Flags.active
      return true
    }
    if finishes { sink.finish() }
  }

  private enum Step { case again, stop, finish }

  private func drain() {
    while true {
      if let value = trackAndRead() {
        sink.deliver(value)
      } else {
        flags.bitwiseOr(Flags.ended, ordering: .acquiringAndReleasing)
      }
      let step = update { flags -> Step in
        let active = flags & Flags.active != 0
        if active, flags & Flags.ended != 0 {
          flags &= ~(Flags.active | Flags.draining)
          return .finish
        }
        if active, flags & Flags.dirty != 0 {
          flags &= ~Flags.dirty
          return .again
        }
        flags &= ~Flags.draining
        return .stop
      }
      switch step {
      case .again: continue
      case .stop: return
      case .finish:
        sink.finish()
        return
      }
    }
  }

  private func trackAndRead() -> Value? {
    // The didSet closure captures only the release marker, a single class reference, so Swift
    // uses the marker itself as the closure context instead of allocating one.
    let release = TrackingRelease(tracker: self)
    let tracked = withObservationTracking {
      read.value()
    } didSet: { tracking in
      release.fire(tracking)
    }
    guard tracked != nil else { return nil }
    return read.value()
  }
}

/// The bits of a ``ChangeTracker``'s state word.
private enum ChangeTrackerFlags {
  /// Not cancelled and not finished.
  static let active: UInt8 = 1
  /// A round is running; other arrivals only mark the tracker dirty.
  static let draining: UInt8 = 2
  /// A write landed during the running round, which must go again.
  static let dirty: UInt8 = 4
  /// The source has ended; the running round finishes the sink.
  static let ended: UInt8 = 8
}

/// What a ``TrackingRelease`` reports to: its tracker. A protocol rather than the generic
/// tracker type, so that the marker, allocated on every re-arm, is a non-generic class whose
/// metadata needs no run-time look-up.
protocol TrackingTarget: AnyObject, Sendable {
  /// A tracked property was written (called once per armed tracking).
  func changed()
  /// The registrar released an armed tracking that never fired: the source has ended.
  func sourceEnded()
}

/// Captured only by the didSet closure of one armed tracking, so its deinit says that the
/// registrar let go of the closure. Without a prior fire, that means the observed object was
/// deallocated (or nothing observable was read): the source has ended.
///
/// It does not keep its tracker alive: `reference` keeps only the tracker's allocation and
/// retains it for each call; `tracker` is the same object as an existential, used only while
/// that retain is held.
private final class TrackingRelease: @unchecked Sendable {
  // @unchecked: every stored property is immutable; `fired` is atomic.
  private unowned(unsafe) let tracker: any TrackingTarget
  private let reference: UnownedReference<AnyObject>
  private let fired = Atomic<Bool>(false)

  init(tracker: any TrackingTarget) {
    self.tracker = tracker
    self.reference = UnownedReference(tracker)
  }

  /// Calls `body` with the tracker if it still exists, retained for the call.
  private func withTracker(_ body: (any TrackingTarget) -> Void) {
    guard let address = reference.retain() else { return }
    defer { UnownedReference<AnyObject>.release(address) }
    body(tracker)
  }

  /// Called by the tracking's didSet. Two writers on different threads can both be inside this
  /// same tracking's didSet. Only the first may cancel it: concurrent `cancel()` calls on one
  /// tracking corrupt the registrar's state (seen as a spin with growing memory). The second
  /// write needs no callback of its own: the re-armed tracking reads the value after installing
  /// itself.
  func fire(_ tracking: ObservationTracking) {
    guard !fired.exchange(true, ordering: .acquiringAndReleasing) else { return }
    tracking.cancel()
    withTracker { $0.changed() }
  }

  deinit {
    if !fired.load(ordering: .acquiring) { withTracker { $0.sourceEnded() } }
  }
}
