import Dispatch
import Testing

/// Runs each test of a suite on threads of its own (Dispatch's, which it adds as they block),
/// not on the Swift concurrency pool, for the suites whose tests block for seconds at a time:
/// the end-to-end suites (polling tmux, running a program to its end), the suites with an exit
/// test (`#expect(processExitsWith:)` reads the child's pipes in blocking reads, a task each,
/// until the child exits), the stress suites that wait for the threads they start, and the
/// synchronous sweeps over every scalar.
///
/// Swift Testing calls a synchronous test from a task on the pool, which has a thread per core,
/// and the async tests of every other suite need a thread of it to go on. Two tests that hold
/// both threads of a 2-core machine for seconds stall every other test meanwhile, and a wait of
/// theirs that is bounded in real time gives up though nothing they test is wrong.
package struct ThreadOfItsOwn: SuiteTrait, TestTrait, TestScoping {
  /// The trait applies to every test of the suite.
  package var isRecursive: Bool { true }

  /// Around each test case; nothing around the suite itself.
  package func scopeProvider(for test: Test, testCase: Test.Case?) -> Self? {
    testCase == nil ? nil : self
  }

  /// Runs the test case, and the child tasks it makes, on Dispatch's threads.
  package func provideScope(
    for test: Test, testCase: Test.Case?,
    performing function: @Sendable () async throws -> Void
  ) async throws {
    let executor = QueueTaskExecutor(label: "own threads \(test.name)")
    try await withTaskExecutorPreference(executor) { try await function() }
  }
}

extension Trait where Self == ThreadOfItsOwn {
  /// Each test runs on a thread of its own: see ``ThreadOfItsOwn``.
  package static var threadOfItsOwn: Self { Self() }
}

/// A task executor that runs each job on a serial dispatch queue of its own, whose thread comes
/// from Dispatch's overcommitting pool (which adds threads when one blocks), not Swift
/// concurrency's. A queue per job, not one for the test: the tasks of an exit test each block
/// on a pipe of the child (its events, its standard output, its standard error), and one queue
/// would run them one after the other, so that a child filling one pipe while the test reads
/// another never ends. A concurrent queue would not do either: it runs on the pool of a thread
/// per core that Swift concurrency's jobs run on.
private final class QueueTaskExecutor: TaskExecutor {
  private let label: String

  init(label: String) {
    self.label = label
  }

  func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    DispatchQueue(label: label).async { job.runSynchronously(on: self.asUnownedTaskExecutor()) }
  }
}
