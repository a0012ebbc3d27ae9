import Dispatch
import Foundation
import Synchronization
import TestSupport
import Testing

/// TestSupport's `.threadOfItsOwn` keeps a test's blocking off the Swift concurrency pool: an
/// exit test in such a suite leaves every thread of the pool to the other tests while its child
/// runs. Swift Testing's tasks that read the child's pipes block until it exits; on the pool
/// they held a thread each, all of a 2-core machine's, and every other test stood still
/// meanwhile, its waits bounded in real time giving up though nothing it tests was wrong.
@Suite(.threadOfItsOwn, .timeLimit(.minutes(1)))
struct ThreadOfItsOwnTests {
  /// A file this process and its exit test's child meet at, named after this process.
  static func meetingPath(_ parent: pid_t, _ name: String) -> String {
    "/tmp/glance-own-threads-\(parent)-\(name)"
  }

  /// The tasks that arrived, and the semaphore that holds each one's thread until the last.
  final class Arrivals: Sendable {
    let count = Atomic<Int>(0)
    let release = DispatchSemaphore(value: 0)
  }

  /// Whether as many tasks as the pool has threads run at once within `limit`: each holds its
  /// thread until the last arrives, so they all run only if no thread of the pool is held
  /// elsewhere for that long.
  static func everyThreadOfThePoolRunsAtOnce(limit: Duration) async -> Bool {
    let width = ProcessInfo.processInfo.activeProcessorCount
    let arrivals = Arrivals()
    defer { for _ in 0..<width { arrivals.release.signal() } }
    return await boundedWait("every thread of the pool runs a task at once", limit: limit) {
      waiter in
      for _ in 0..<width {
        Task.detached {
          if arrivals.count.add(1, ordering: .relaxed).newValue == width {
            waiter.resume()
          } else {
            _ = arrivals.release.wait(timeout: .now() + .seconds(60))
          }
        }
      }
    }
  }

  @Test func anExitTestLeavesEveryThreadOfThePoolFreeWhileItsChildRuns() async throws {
    let gatePath = Self.meetingPath(getpid(), "gate")
    let startedPath = Self.meetingPath(getpid(), "started")
    unlink(startedPath)
    let gate = open(gatePath, O_RDWR | O_CREAT, 0o600)
    try #require(gate >= 0)
    defer {
      close(gate)
      unlink(gatePath)
      unlink(startedPath)
    }
    try #require(flock(gate, LOCK_EX) == 0)
    // The child says that it runs, then waits for the gate, which opens once the pool has been
    // seen free; at most 20 s (SIGALRM ends it), so that a pool held by its own readers fails
    // the test instead of hanging it.
    async let result = #expect(
      processExitsWith: .success, observing: [\.standardOutputContent, \.standardErrorContent]
    ) {
      let parent = getppid()
      close(open(ThreadOfItsOwnTests.meetingPath(parent, "started"), O_WRONLY | O_CREAT, 0o600))
      alarm(20)
      let gate = open(ThreadOfItsOwnTests.meetingPath(parent, "gate"), O_RDWR)
      exit(gate >= 0 && flock(gate, LOCK_EX) == 0 ? EXIT_SUCCESS : EXIT_FAILURE)
    }
    let deadline = ContinuousClock.now + .seconds(30)
    while access(startedPath, F_OK) != 0, ContinuousClock.now < deadline {
      try? await Task.sleep(for: .milliseconds(5))
    }
    let childRuns = access(startedPath, F_OK) == 0
    var poolFree = false
    if childRuns { poolFree = await Self.everyThreadOfThePoolRunsAtOnce(limit: .seconds(10)) }
    flock(gate, LOCK_UN)
    _ = await result
    #expect(childRuns, "the exit test's child started")
    #expect(poolFree)
  }
}
