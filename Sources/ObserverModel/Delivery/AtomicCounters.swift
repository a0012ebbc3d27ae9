import Synchronization

/// A fixed number of atomic counters in one allocation, made once: the storage of a
/// ``HandoffMonitor``'s histogram, so that recording a hop touches one counter and allocates
/// nothing.
///
/// `Atomic` is non-copyable and needs a stable address, so the counters live in a buffer this
/// object owns for its whole life; every access is bounds-checked.
final class AtomicCounters: @unchecked Sendable {
  // @unchecked: the buffer is written only through `Atomic` operations, and freed in deinit.
  private let storage: UnsafeMutablePointer<Atomic<Int>>
  /// The number of counters.
  let count: Int

  init(count: Int) {
    precondition(count > 0)
    self.count = count
    storage = .allocate(capacity: count)
    for index in 0..<count { (storage + index).initialize(to: Atomic(0)) }
  }

  deinit {
    storage.deinitialize(count: count)
    storage.deallocate()
  }

  /// Adds one to counter `index`.
  @inline(__always)
  func increment(_ index: Int) {
    precondition(index >= 0 && index < count)
    storage[index].wrappingAdd(1, ordering: .relaxed)
  }

  /// The counters' values, read one by one (each exact, together not one instant).
  func values() -> [Int] {
    var result = [Int](repeating: 0, count: count)
    for index in 0..<count { result[index] = storage[index].load(ordering: .relaxed) }
    return result
  }
}
