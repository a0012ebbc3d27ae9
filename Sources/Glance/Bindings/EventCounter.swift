import Synchronization

/// Counts a stream's events on the threads that broadcast them, exactly, and rings ``gate`` so
/// that the main actor reads the total at most once a frame: the total it reads already
/// includes every event whose ring it answers, so coalescing loses no count.
final class EventCounter: Sendable {
  private let counted = Atomic<Int>(0)
  /// The total the main actor read last.
  private let taken = Atomic<Int>(0)
  /// Rung after every event.
  let gate = FrameGate()

  /// Counts one event.
  func count() {
    counted.wrappingAdd(1, ordering: .sequentiallyConsistent)
    gate.ring()
  }

  /// Whether events were counted since the last ``take()``.
  var hasPending: Bool {
    counted.load(ordering: .sequentiallyConsistent) != taken.load(ordering: .sequentiallyConsistent)
  }

  /// Every event counted so far.
  func take() -> Int {
    let total = counted.load(ordering: .sequentiallyConsistent)
    taken.store(total, ordering: .sequentiallyConsistent)
    return total
  }
}
