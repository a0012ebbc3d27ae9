import Dispatch

// Public: `Board.onStart(_:)` hands it to the program.
/// The main loop's time: what "now" is, and work to run after a delay. ``Board/onStart(_:)``
/// hands it to the program, so that work the program schedules on the main loop runs on the
/// same clock as the board: the system clock on a terminal and in an ordinary headless run, a
/// virtual clock (which only its driver moves, so that each run prints the same screen) with
/// `--virtual-time` and in a `BoardTester`.
@MainActor
public protocol MainLoopClock: AnyObject {
  /// The current instant.
  var now: ContinuousClock.Instant { get }
  /// Runs `action` on the main loop once `delay` has passed (on the next turn when it is zero).
  func run(after delay: Duration, _ action: @escaping @MainActor () -> Void)
}

/// Real time: the continuous clock, and the main dispatch queue for delayed work.
///
/// Delayed work fires from a strict one-shot timer with no leeway: `asyncAfter` lets Dispatch
/// fire up to a tenth of the delay late (3 ms of a 33 ms frame interval), which a key pressed
/// just after a frame would wait on top of the interval.
@MainActor
final class SystemMainLoopClock: MainLoopClock {
  /// The real clock.
  public init() {}

  /// The continuous clock's current instant.
  public var now: ContinuousClock.Instant { .now }

  /// Runs `action` on the main queue after `delay`, from a strict one-shot timer.
  public func run(after delay: Duration, _ action: @escaping @MainActor () -> Void) {
    guard delay > .zero else {
      DispatchQueue.main.async { MainActor.assumeIsolated { action() } }
      return
    }
    let timer = DispatchSource.makeTimerSource(flags: .strict, queue: .main)
    timer.setEventHandler {
      timer.cancel()  // one shot; cancelling also releases this handler
      MainActor.assumeIsolated { action() }
    }
    timer.schedule(
      deadline: .now() + delay.timeInterval, repeating: .never, leeway: .nanoseconds(0))
    timer.activate()
  }
}
