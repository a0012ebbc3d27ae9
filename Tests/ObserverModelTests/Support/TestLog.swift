import Synchronization

/// A thread-safe list that test callbacks append to.
///
/// The atomic load and store around each critical section tell ThreadSanitizer about the
/// ordering a contended `Mutex` provides through the kernel, which it cannot see by itself.
final class TestLog<Element: Sendable>: @unchecked Sendable {
  // @unchecked: `items` is touched only inside `withLock`.
  private let lock = Mutex<Void>(())
  private let handoff = Atomic<Int>(0)
  private var items: [Element] = []

  init() {}

  private func withLock<Result>(_ body: (inout [Element]) -> Result) -> Result {
    lock.withLock { _ in
      _ = handoff.load(ordering: .acquiring)
      defer { handoff.store(0, ordering: .releasing) }
      return body(&items)
    }
  }

  func append(_ element: Element) {
    withLock { $0.append(element) }
  }

  var values: [Element] { withLock { $0 } }

  var count: Int { withLock { $0.count } }
}

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

/// A counter test closures can share.
final class Counter: Sendable {
  private let value = Atomic<Int>(0)

  init() {}

  func increment() { value.add(1, ordering: .relaxed) }

  var count: Int { value.load(ordering: .acquiring) }
}
