import ConcurrencyExtras
import TestSupport
import Testing

/// Runs `operation` with every task on the main serial executor. Only in a suite with the
/// ``SerialExecutorSuite`` trait (`.serialExecutor`) and `.serialized`: such suites run one at
/// a time in the whole test process, and their tests one after another, so that no two scopes
/// overlap.
///
/// `withMainSerialExecutor` switches a process-wide hook in the Swift runtime and restores, on
/// exit, whatever it found on entry. Two suites that run in parallel and each use it overlap:
/// the one that finishes first switches the hook off under the other, whose timers then run on
/// the global pool and lose the race against `TestClock.advance` (seen as `[0]` where `[0, 3]`
/// was expected in `KeyPath rate limits`, 2 runs in 25 with both cores busy).
@MainActor
func withSerialExecutor(
  sourceLocation: SourceLocation = #_sourceLocation,
  @_implicitSelfCapture operation: @isolated(any) () async throws -> Void
) async rethrows {
  guard SerialExecutorSuite.isOpen else {
    Issue.record(
      "withSerialExecutor in a suite without the .serialExecutor trait",
      sourceLocation: sourceLocation)
    return
  }
  #expect(!uncheckedUseMainSerialExecutor, "a serial-executor scope is open outside the gate")
  try await withMainSerialExecutor(operation: operation)
}

/// The trait of a suite whose tests open serial-executor scopes (``withSerialExecutor``): the
/// suite starts once no other such suite runs, and holds the gate until its last test ends.
///
/// The queue is the suite's, before any of its tests starts, so that no test's time limit
/// counts it. Each scope once queued on its own, inside its test's time limit: while a scope is
/// open, the runtime hook sends every task of the process to the main queue, other suites'
/// synchronous tests included (an end-to-end test polling tmux holds the thread it runs on for
/// seconds), so one scope held the gate for 8.5 s in a debug run on two busy cores and the
/// scopes behind it waited as long; under ThreadSanitizer on a slower machine, tests queued
/// past their 60 s limits ("cancelled while waiting: the serial-executor scopes ahead finish").
struct SerialExecutorSuite: SuiteTrait, TestScoping {
  /// Whether the running test is inside a suite that holds the gate.
  @TaskLocal static var isOpen = false

  /// Around the suite, once; not around each test.
  func scopeProvider(for test: Test, testCase: Test.Case?) -> Self? {
    test.isSuite ? self : nil
  }

  func provideScope(
    for test: Test, testCase: Test.Case?,
    performing function: @Sendable () async throws -> Void
  ) async throws {
    #expect(
      test.traits.contains { $0 is ParallelizationTrait },
      "\(test.name): a suite with .serialExecutor must be .serialized, so that its scopes queue")
    guard await SerialExecutorGate.enter() else { return }
    do {
      try await Self.$isOpen.withValue(true) { try await function() }
    } catch {
      await SerialExecutorGate.leave()
      throw error
    }
    await SerialExecutorGate.leave()
  }
}

extension Trait where Self == SerialExecutorSuite {
  /// The suite's tests open serial-executor scopes: see ``SerialExecutorSuite``.
  static var serialExecutor: Self { Self() }
}

/// A first-come, first-served gate on the main actor: one holder, the rest wait in order.
@MainActor
private enum SerialExecutorGate {
  static var held = false
  static var waiting: [Waiter] = []

  /// Returns whether the caller holds the gate; false (with a recorded failure) when the suites
  /// ahead did not finish within ten minutes. A guard against a hang, not a pace: the suites
  /// ahead end when their tests do, each within its own time limit, and take well under a
  /// second each when they run alone.
  static func enter() async -> Bool {
    guard held else {
      held = true
      return true
    }
    return await boundedWait("the serial-executor suites ahead finish", limit: .seconds(600)) {
      waiting.append($0)
    }
  }

  /// Hands the gate to the first waiter still waiting, or opens it.
  static func leave() {
    while !waiting.isEmpty {
      if waiting.removeFirst().resume() { return }
    }
    held = false
  }
}
