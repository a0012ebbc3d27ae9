import Dispatch
import Testing

/// Runs each test of a suite on a thread of its own (a dispatch queue's), not on the Swift
/// concurrency pool, for the suites whose tests are synchronous and block for seconds at a time
/// (polling tmux, running a program to its end): the end-to-end suites.
///
/// Swift Testing calls a synchronous test from a task on the pool, which has a thread per core.
/// Two end-to-end suites running at once then held both threads of a 2-core machine for most
/// of their 45 s under ThreadSanitizer, and every other test waited for a thread: 40 tests of
/// other suites reported about 61 s each, their time limits' own timers stalled with them.
package struct ThreadOfItsOwn: SuiteTrait, TestTrait, TestScoping {
  /// The trait applies to every test of the suite.
  package var isRecursive: Bool { true }

  /// Around each test case; nothing around the suite itself.
  package func scopeProvider(for test: Test, testCase: Test.Case?) -> Self? {
    testCase == nil ? nil : self
  }

  /// Runs the test case on a serial dispatch queue of its own.
  package func provideScope(
    for test: Test, testCase: Test.Case?,
    performing function: @Sendable () async throws -> Void
  ) async throws {
    let executor = QueueTaskExecutor(label: "e2e \(test.name)")
    try await withTaskExecutorPreference(executor) { try await function() }
  }
}

extension Trait where Self == ThreadOfItsOwn {
  /// Each test runs on a thread of its own: see ``ThreadOfItsOwn``.
  package static var threadOfItsOwn: Self { Self() }
}

/// A task executor that runs its jobs on a serial dispatch queue, whose thread comes from
/// Dispatch's pool (which adds threads when one blocks), not Swift concurrency's.
private final class QueueTaskExecutor: TaskExecutor {
  private let queue: DispatchQueue

  init(label: String) {
    queue = DispatchQueue(label: label)
  }

  func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    queue.async { job.runSynchronously(on: self.asUnownedTaskExecutor()) }
  }
}
