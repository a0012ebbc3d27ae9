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
final class ChangeTracker<Value>: Sendable {
  private struct State {
    var active = true
    var draining = false
    var dirty = false
    var ended = false
  }

  /// Used only from the observer's isolation (see ``IsolationBound``).
  private let read: IsolationBound<() -> Value?>
  private let sink: ValueSink<Value>
  private let state = Lock(State())

  init(read: @escaping () -> Value?, sink: ValueSink<Value>) {
    self.read = IsolationBound(read)
    self.sink = sink
  }

  /// Delivers the current value and starts tracking.
  func start() {
    let begins = state.withLock { state in
      guard state.active, !state.draining else { return false }
      state.draining = true
      return true
    }
    if begins { drain() }
  }

  /// Stops delivery. The armed tracking stays registered until the next write releases it; it
  /// holds only a weak reference to this tracker.
  func cancel() {
    state.withLock { $0.active = false }
  }

  fileprivate func changed() {
    let begins = state.withLock { state in
      guard state.active else { return false }
      if state.draining {
        state.dirty = true
        return false
      }
      state.draining = true
      return true
    }
    if begins { drain() }
  }

  fileprivate func sourceEnded() {
    let finishes = state.withLock { state in
      guard state.active else { return false }
      state.ended = true
      if state.draining { return false }
      state.active = false
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
        state.withLock { $0.ended = true }
      }
      let step = state.withLock { state -> Step in
        if state.active, state.ended {
          state.active = false
          state.draining = false
          return .finish
        }
        if state.active, state.dirty {
          state.dirty = false
          return .again
        }
        state.draining = false
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
    let release = TrackingRelease(tracker: self)
    let tracked = withObservationTracking {
      read.value()
    } didSet: { [weak self] tracking in
      // Two writers on different threads can both be inside this same tracking's didSet. Only
      // the first may cancel it: concurrent `cancel()` calls on one tracking corrupt the
      // registrar's state (seen as a spin with growing memory). The second write needs no
      // callback of its own: the re-armed tracking reads the value after installing itself.
      guard release.markFired() else { return }
      tracking.cancel()
      self?.changed()
    }
    guard tracked != nil else { return nil }
    return read.value()
  }
}

/// Captured only by the didSet closure of one armed tracking, so its deinit says that the
/// registrar let go of the closure. Without a prior fire, that means the observed object was
/// deallocated (or nothing observable was read): the source has ended.
private final class TrackingRelease<Value>: Sendable {
  private weak let tracker: ChangeTracker<Value>?
  private let fired = Atomic<Bool>(false)

  init(tracker: ChangeTracker<Value>) {
    self.tracker = tracker
  }

  /// Records that the tracking fired; `true` only for the first caller.
  func markFired() -> Bool {
    !fired.exchange(true, ordering: .acquiringAndReleasing)
  }

  deinit {
    if !fired.load(ordering: .acquiring) { tracker?.sourceEnded() }
  }
}
