import Synchronization

/// A count that callbacks on any thread increase. Not named `Counter`, which would be ambiguous
/// in a test that also imports swift-metrics.
package final class CallCounter: Sendable {
  private let value = Atomic<Int>(0)

  /// A count of zero.
  package init() {}

  /// Adds one.
  package func increment() { value.add(1, ordering: .relaxed) }

  /// The count so far.
  package var count: Int { value.load(ordering: .acquiring) }
}
