import Foundation

@testable import Dashboard
@testable import GlanceCore
@testable import GlanceTerminal

/// A main-actor signal that tests wait on instead of sleeping: whoever observes a change calls
/// ``fire()``, and ``wait(until:)`` re-checks its condition after every firing.
@MainActor
final class RedrawSignal {
  private var waiters: [CheckedContinuation<Void, Never>] = []
  /// How many times the signal fired.
  private(set) var firings = 0

  /// Wakes every waiter so it re-checks its condition.
  func fire() {
    firings += 1
    let woken = waiters
    waiters = []
    for waiter in woken { waiter.resume() }
  }

  /// Returns once `condition` holds, checking it now and after each ``fire()``. Never returns
  /// when the condition never becomes true, so callers sit in suites with a time limit.
  func wait(until condition: () -> Bool) async {
    while !condition() {
      await withCheckedContinuation { waiters.append($0) }
    }
  }

  /// Like ``wait(until:)``, but gives up after `timeout` and returns whether `condition` held.
  /// For "eventually" checks whose failure is that nothing more ever happens: the timeout only
  /// bounds the wait, it never orders anything.
  func wait(timeout: Duration, until condition: () -> Bool) async -> Bool {
    let deadline = ContinuousClock.now + timeout
    let alarm = Task { [weak self] in
      try? await Task.sleep(until: deadline)
      self?.fire()
    }
    defer { alarm.cancel() }
    while !condition() {
      if ContinuousClock.now >= deadline { return false }
      await withCheckedContinuation { waiters.append($0) }
    }
    return true
  }
}
