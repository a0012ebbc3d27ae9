import CoreFoundation
import Foundation
import ObserverModel

/// A thread that generates a random number every ``interval`` and tells its observers.
///
/// Each number goes to every ``RandomNumberObserver`` on this thread (the dashboard's history
/// publishes its statistics, which reach the main actor latest-only). The thread can be paused, resumed, asked for a number now,
/// and stopped; all of these wake it at once instead of waiting out the interval.
///
/// ```swift
/// let numbers = RandomNumberThread(interval: .milliseconds(250), seed: 42)
/// numbers.addObserver(printer)   // printer conforms to RandomNumberObserver
/// numbers.start()
/// ```
final class RandomNumberThread: ObservableThread {
  // Every mutable field lives in `state`, guarded by `condition`: all methods are thread-safe.

  /// The shortest and longest interval the thread accepts; others are clamped into it.
  ///
  /// At the shortest, 10,000 numbers a second, a main loop gets a hop for most numbers (the
  /// dashboard takes about 9,700 a second); a latest-only subscription folds the numbers that
  /// arrive while its hop is still pending into it, so a busy main loop never falls behind.
  static let intervalBounds: ClosedRange<Duration> = .microseconds(100) ... .seconds(60)

  /// The inclusive range numbers are drawn from.
  let range: ClosedRange<Int>

  private struct State {
    let range: ClosedRange<Int>
    var interval: Duration
    var isPaused: Bool
    var generateNowRequested = false
    var stopRequested = false
    var generator: SeededGenerator
    var latest: RandomNumberSample?
    /// Restarted when the loop starts, on ``resume()`` and by ``generateNow()``.
    var schedule = GenerationSchedule(start: .now)
  }

  private let condition = NSCondition()
  private var state: State
  private let finished = DispatchSemaphore(value: 0)

  /// Creates a thread that has not started yet.
  /// - Parameters:
  ///   - range: the numbers to draw from; -9000...9000 by default.
  ///   - interval: the time between numbers, clamped to ``intervalBounds``; 1 s by default.
  ///   - seed: makes the sequence reproducible; a random seed when `nil`.
  ///   - paused: start in the paused state (numbers only on ``generateNow()``).
  init(
    range: ClosedRange<Int> = -9000...9000,
    interval: Duration = .seconds(1),
    seed: UInt64? = nil,
    paused: Bool = false
  ) {
    self.range = range
    state = State(
      range: range,
      interval: Self.clamp(interval),
      isPaused: paused,
      generator: SeededGenerator(seed: seed ?? UInt64.random(in: .min ... .max)))
    super.init()
    name = "RandomNumberThread"
  }

  /// Clamps `interval` into ``intervalBounds``.
  static func clamp(_ interval: Duration) -> Duration {
    min(max(interval, intervalBounds.lowerBound), intervalBounds.upperBound)
  }

  /// The time between numbers; setting it takes effect at once and is clamped.
  var interval: Duration {
    get { withState { $0.interval } }
    set { withState(wake: true) { $0.interval = Self.clamp(newValue) } }
  }

  /// Whether generation is paused.
  var isPaused: Bool { withState { $0.isPaused } }

  /// The most recent number, if any has been generated.
  var latest: RandomNumberSample? { withState { $0.latest } }

  /// How many numbers have been generated.
  var generatedCount: Int { withState { $0.latest?.sequence ?? 0 } }

  /// Stops generating until ``resume()``; ``generateNow()`` still works while paused.
  func pause() { withState(wake: true) { $0.isPaused = true } }

  /// Resumes generating; the next number comes one interval from now.
  func resume() {
    withState(wake: true) {
      $0.isPaused = false
      $0.schedule.restart(at: .now)
    }
  }

  /// Pauses when running, resumes when paused; returns whether it is now paused.
  @discardableResult
  func togglePause() -> Bool {
    withState(wake: true) {
      $0.isPaused.toggle()
      if !$0.isPaused { $0.schedule.restart(at: .now) }
      return $0.isPaused
    }
  }

  /// Generates a number as soon as possible, then continues at the usual interval.
  func generateNow() { withState(wake: true) { $0.generateNowRequested = true } }

  /// Ends the thread promptly: it wakes, generates nothing more, and its `main()` returns.
  func stop() {
    withState(wake: true) { $0.stopRequested = true }
    super.cancel()
  }

  /// Same as ``stop()``: Foundation's cancellation wakes the thread too.
  override func cancel() { stop() }

  /// Blocks until the thread's `main()` has returned, or `timeout` passes; returns whether it
  /// finished. Only meaningful after `start()`.
  func waitUntilFinished(timeout: Duration = .seconds(5)) -> Bool {
    let nanoseconds =
      Int(timeout.components.seconds) * 1_000_000_000
      + Int(timeout.components.attoseconds / 1_000_000_000)
    guard finished.wait(timeout: .now() + .nanoseconds(nanoseconds)) == .success else {
      return false
    }
    finished.signal()  // later waiters return at once too
    return true
  }

  /// The generation loop. Do not call directly; use `start()`.
  override func main() {
    defer { finished.signal() }
    withState { $0.schedule.restart(at: .now) }
    while let sample = nextSample() { announce(sample) }
  }

  /// Draws the next number at once, on the calling thread, and tells the observers as one turn
  /// of the loop does: for a simulation that paces the numbers itself. Never call it while the
  /// thread is running.
  func generateOnCurrentThread() {
    announce(withState { Self.draw(from: &$0, at: .now) })
  }

  private func announce(_ sample: RandomNumberSample) {
    withObservers { (observer: RandomNumberObserver) in observer.onRandomNumber(sample.value) }
  }

  /// Waits for the next number to be due (see ``GenerationSchedule``) and draws it; `nil` once
  /// stopped.
  private func nextSample() -> RandomNumberSample? {
    condition.lock()
    defer { condition.unlock() }
    var now = ContinuousClock.now
    while true {
      if state.stopRequested || isCancelled { return nil }
      if state.generateNowRequested {
        state.schedule.restart(at: now)
        break
      }
      if state.isPaused {
        condition.wait()
        now = .now
        continue
      }
      let remaining = state.schedule.due(interval: state.interval) - now
      if remaining <= .zero {
        state.schedule.drew(at: now, interval: state.interval)
        break
      }
      _ = condition.wait(until: Date(timeIntervalSinceNow: remaining.seconds))
      now = .now
    }
    state.generateNowRequested = false
    return Self.draw(from: &state, at: now)
  }

  /// Draws the next sample from `state`'s generator and records it as the latest.
  private static func draw(from state: inout State, at now: ContinuousClock.Instant)
    -> RandomNumberSample
  {
    let value = Int.random(in: state.range, using: &state.generator)
    let sample = RandomNumberSample(
      value: value, sequence: (state.latest?.sequence ?? 0) + 1, producedAt: now)
    state.latest = sample
    return sample
  }

  private func withState<R>(wake: Bool = false, _ body: (inout State) -> R) -> R {
    condition.lock()
    defer {
      if wake { condition.broadcast() }
      condition.unlock()
    }
    return body(&state)
  }
}
