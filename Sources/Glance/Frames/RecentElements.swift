/// The newest `capacity` elements appended, oldest first, and how many older ones it dropped:
/// what a log binding's writers fill between two frames, bounded however fast they write.
/// Appending is O(1) and, once full, allocates nothing.
package struct RecentElements<Element: Sendable>: Sendable {
  /// The most elements kept; zero or more.
  package let capacity: Int
  private var storage: [Element] = []
  private var start = 0
  /// Elements dropped to stay within ``capacity``.
  package private(set) var dropped = 0

  /// None kept yet, keeping at most `capacity` (negative is zero).
  package init(capacity: Int) {
    self.capacity = max(0, capacity)
  }

  /// Appends `element` as the newest, dropping the oldest when full.
  package mutating func append(_ element: Element) {
    guard capacity > 0 else {
      dropped &+= 1
      return
    }
    guard storage.count == capacity else { return storage.append(element) }
    storage[start] = element
    start = start + 1 == capacity ? 0 : start + 1
    dropped &+= 1
  }

  /// Whether no element is kept.
  package var isEmpty: Bool { storage.isEmpty }

  /// The kept elements, oldest first.
  package var elements: [Element] { Array(storage[start...] + storage[..<start]) }
}
