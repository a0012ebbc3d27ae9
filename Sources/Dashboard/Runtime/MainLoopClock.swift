import Dispatch

/// The main loop's time: what "now" is, and work to run after a delay. The terminal and the
/// ordinary headless run use ``SystemMainLoopClock``; a headless run with `--seed` uses a
/// ``VirtualMainLoopClock``, which only its driver moves, so that it prints the same screen on
/// every run.
@MainActor
protocol MainLoopClock: AnyObject {
  /// The current instant.
  var now: ContinuousClock.Instant { get }
  /// Runs `action` on the main loop once `delay` has passed (on the next turn when it is zero).
  func run(after delay: Duration, _ action: @escaping @MainActor () -> Void)
}

/// Real time: the continuous clock, and the main dispatch queue for delayed work.
@MainActor
final class SystemMainLoopClock: MainLoopClock {
  var now: ContinuousClock.Instant { .now }

  func run(after delay: Duration, _ action: @escaping @MainActor () -> Void) {
    let block: @Sendable () -> Void = { MainActor.assumeIsolated { action() } }
    if delay <= .zero {
      DispatchQueue.main.async(execute: block)
    } else {
      DispatchQueue.main.asyncAfter(deadline: .now() + delay.timeInterval, execute: block)
    }
  }
}
