import Synchronization

/// The engine of every key-path observation and ``ObservationBridge`` pipeline: reads a value
/// under Observation tracking (``trackChanges(_:notifying:isolation:)``, in Runtime/), hands it
/// to a sink, and re-arms when a tracked property has been written.
///
/// The first value is delivered during ``start()``; later ones as ``trackChanges`` says (inside
/// the write in the fast runtime, on the next turn in the safe one). Rounds never overlap: a
/// change arriving while a round runs only marks the loop dirty, and that round goes again,
/// reading the value current by then. The value delivered is read again after the tracking is
/// installed, so a write landing in between is not lost. No lock is held while the sink runs.
///
/// The source ends, and the sink gets `finish`, when `read` returns `nil` (the owner is gone) or
/// when the registrar releases an armed tracking that never fired. An armed tracking never keeps
/// its loop alive. The four flags are one atomic word, changed by compare-and-swap: a
/// delivery takes no lock.
final class ObservationLoop<Value>: TrackingTarget, Sendable {
  private typealias Flags = ObservationLoopFlags

  /// Used only from the observer's isolation (see ``IsolationBound``).
  private let read: IsolationBound<() -> Value?>
  private let sink: ValueSink<Value>
  /// The observer's isolation, where the safe runtime re-reads after a change.
  private let isolation: (any Actor)?
  private let flags = Atomic<UInt8>(Flags.active)

  init(read: @escaping () -> Value?, sink: ValueSink<Value>, isolation: (any Actor)? = nil) {
    self.read = IsolationBound(read)
    self.sink = sink
    self.isolation = isolation
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
  /// does not keep this loop alive.
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
    let tracked = trackChanges({ read.value() }, notifying: self, isolation: isolation)
    guard tracked != nil else { return nil }
    return read.value()
  }
}

/// The bits of a ``ObservationLoop``'s state word.
private enum ObservationLoopFlags {
  /// Not cancelled and not finished.
  static let active: UInt8 = 1
  /// A round is running; other arrivals only mark the loop dirty.
  static let draining: UInt8 = 2
  /// A write landed during the running round, which must go again.
  static let dirty: UInt8 = 4
  /// The source has ended; the running round finishes the sink.
  static let ended: UInt8 = 8
}
