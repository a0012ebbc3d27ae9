import Synchronization

/// Detects a callback that runs while another call of the same callback is still in progress.
final class OverlapDetector: Sendable {
  private let inside = Atomic<Int>(0)
  private let overlaps = Atomic<Int>(0)

  init() {}

  func run(_ body: () -> Void = {}) {
    if inside.add(1, ordering: .acquiringAndReleasing).newValue != 1 {
      overlaps.add(1, ordering: .relaxed)
    }
    body()
    inside.subtract(1, ordering: .acquiringAndReleasing)
  }

  var overlapCount: Int { overlaps.load(ordering: .acquiring) }
}
