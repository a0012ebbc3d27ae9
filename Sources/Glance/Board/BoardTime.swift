import Synchronization

/// The time hand-offs are stamped with: real time, or the virtual time of a deterministic
/// headless run, switched once before the run starts. Readable from any thread.
final class BoardTime: Sendable {
  private let origin = ContinuousClock.now
  private let isVirtual = Atomic<Bool>(false)
  /// The virtual time, once ``useVirtualTime(from:)`` was called.
  private let virtual = Mutex<VirtualElapsedTime?>(nil)

  /// Time since the board was made (or virtual time since the run started).
  var now: Duration {
    guard isVirtual.load(ordering: .acquiring) else { return ContinuousClock.now - origin }
    return virtual.withLock { $0?.value } ?? .zero
  }

  /// From now on, ``now`` reads `clock`'s virtual time.
  @MainActor
  func useVirtualTime(from clock: VirtualMainLoopClock) {
    virtual.withLock { $0 = clock.elapsedTime }
    isVirtual.store(true, ordering: .releasing)
  }
}
