import ObserverModel
import Synchronization

/// A list that callbacks on any thread append to, read back by the test. Under the library's
/// `Lock`, which ThreadSanitizer sees hand over (it cannot see a bare `Mutex` on Linux).
final class TestLog<Element: Sendable>: Sendable {
  private let items = Lock<[Element]>([])

  init() {}

  func append(_ element: Element) {
    items.withLock { $0.append(element) }
  }

  var values: [Element] { items.withLock { $0 } }

  var count: Int { items.withLock { $0.count } }
}

/// A count that callbacks on any thread increase.
final class Counter: Sendable {
  private let value = Atomic<Int>(0)

  init() {}

  func increment() { value.add(1, ordering: .relaxed) }

  var count: Int { value.load(ordering: .acquiring) }
}
