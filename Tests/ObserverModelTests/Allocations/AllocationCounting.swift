import CAllocationCounter
import Testing

/// Counts the heap allocations the current thread makes (through CAllocationCounter, which
/// defines the C library's allocation functions for the test process). The count is per thread,
/// so tests running in parallel on other threads never add to it; the measured code must not
/// suspend, so that it stays on one thread.
enum AllocationCounter {
  /// False under AddressSanitizer and ThreadSanitizer (they bring their own allocator, which the
  /// counter then leaves alone) and off glibc.
  static var isCounting: Bool { allocation_counter_is_counting() }

  /// The allocations `body` makes on this thread.
  static func allocations(during body: () -> Void) -> UInt64 {
    let before = allocation_counter_thread_allocations()
    body()
    return allocation_counter_thread_allocations() - before
  }

  /// The allocations of `rounds` calls of `round`, after `warmUp` calls that are not counted
  /// (the first calls fill the runtime's metadata caches and grow buffers to their size).
  static func allocations(rounds: Int, warmUp: Int = 100, _ round: () -> Void) -> UInt64 {
    for _ in 0..<warmUp { round() }
    return allocations {
      for _ in 0..<rounds { round() }
    }
  }
}

extension Trait where Self == ConditionTrait {
  /// For tests that count allocations: they need the counting allocator, which the sanitizer
  /// builds of `.ci/test` leave out.
  static var countsAllocations: Self {
    .enabled(
      if: AllocationCounter.isCounting,
      "allocations are not counted here: AddressSanitizer and ThreadSanitizer replace malloc")
  }
}
