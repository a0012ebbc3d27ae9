import ObserverModel

/// A list that callbacks on any thread append to, read back by the test. Under the library's
/// `Lock`, which ThreadSanitizer sees hand over (it cannot see a contended bare `Mutex` on Linux,
/// which hands over in the kernel).
package final class TestLog<Element: Sendable>: Sendable {
  private let items = Lock<[Element]>([])

  /// An empty log.
  package init() {}

  /// Adds `element` at the end.
  package func append(_ element: Element) {
    items.withLock { $0.append(element) }
  }

  /// Everything appended so far, in order.
  package var values: [Element] { items.withLock { $0 } }

  /// How many elements were appended.
  package var count: Int { items.withLock { $0.count } }
}
