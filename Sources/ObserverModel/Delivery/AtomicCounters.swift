import Synchronization

/// A fixed number of atomic counters, made once: the storage of a ``LatencyHistogram``, so
/// that recording a latency touches one counter and allocates nothing.
///
/// `Atomic` is non-copyable and needs a stable address, so each counter lives in a small object
/// of its own, created with the array. That costs one pointer load per increment, and keeps this
/// in safe Swift: no raw buffer, no unchecked conformance.
final class AtomicCounters: Sendable {
  private final class Counter: Sendable {
    let value = Atomic<Int>(0)
  }

  private let counters: [Counter]

  init(count: Int) {
    precondition(count > 0)
    counters = (0..<count).map { _ in Counter() }
  }

  /// The number of counters.
  var count: Int { counters.count }

  /// Adds one to counter `index`.
  @inline(__always)
  func increment(_ index: Int) {
    counters[index].value.wrappingAdd(1, ordering: .relaxed)
  }

  /// The counters' values, read one by one (each exact, together not one instant).
  func values() -> [Int] {
    counters.map { $0.value.load(ordering: .relaxed) }
  }
}
