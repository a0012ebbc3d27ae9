import ObserverModel
import Synchronization

/// A thread-safe list that test callbacks append to, under the library's `Lock`: ThreadSanitizer
/// cannot see the ordering a contended bare `Mutex` provides through the kernel.
final class TestLog<Element: Sendable>: Sendable {
  private let items = Lock<[Element]>([])

  init() {}

  func append(_ element: Element) {
    items.withLock { $0.append(element) }
  }

  var values: [Element] { items.withLock { $0 } }

  var count: Int { items.withLock { $0.count } }
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
