import ConcurrencyExtras
import Testing

/// Runs `operation` with every task on the main serial executor, one such scope at a time in the
/// whole test process.
///
/// `withMainSerialExecutor` switches a process-wide hook in the Swift runtime and restores, on
/// exit, whatever it found on entry. Two suites that run in parallel and each use it overlap:
/// the one that finishes first switches the hook off under the other, whose timers then run on
/// the global pool and lose the race against `TestClock.advance` (seen as `[0]` where `[0, 3]`
/// was expected in `KeyPath rate limits`, 2 runs in 25 with both cores busy). Every test that
/// wants a serial executor goes through here, so scopes queue instead of overlapping.
@MainActor
func withSerialExecutor(
  @_implicitSelfCapture operation: @isolated(any) () async throws -> Void
) async rethrows {
  guard await SerialExecutorGate.enter() else { return }
  defer { SerialExecutorGate.leave() }
  #expect(!uncheckedUseMainSerialExecutor, "a serial-executor scope is open outside the gate")
  try await withMainSerialExecutor(operation: operation)
}

/// A first-come, first-served gate on the main actor: one holder, the rest wait in order.
@MainActor
private enum SerialExecutorGate {
  static var held = false
  static var waiting: [Waiter] = []

  /// Returns whether the caller holds the gate; false (with a recorded failure) when the scopes
  /// ahead did not finish within two minutes.
  static func enter() async -> Bool {
    guard held else {
      held = true
      return true
    }
    return await boundedWait("the serial-executor scopes ahead finish", limit: .seconds(120)) {
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
