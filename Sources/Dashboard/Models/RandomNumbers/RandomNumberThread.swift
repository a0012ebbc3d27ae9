import Foundation
import ObserverModel

/// A thread that draws a random number every ``interval`` and hands it to each
/// ``RandomNumberObserver`` on the generating thread. Pausing, resuming, a new interval, a number
/// on request and stopping all wake it at once; every method is thread-safe.
final class RandomNumberThread: ObservableThread {
  /// The intervals the thread accepts; others are clamped into it.
  static let intervalBounds: ClosedRange<Duration> = .microseconds(100) ... .seconds(60)

  /// The inclusive range numbers are drawn from.
  let range: ClosedRange<Int>
  // Every mutable field is in `state`, guarded by `condition`.
  private struct State {
    var interval: Duration
    var isPaused: Bool
    var nowRequested = false
    var stopRequested = false
    var generator: SeededGenerator
    var count = 0
    var schedule = GenerationSchedule(start: .now)
  }
  private let condition = NSCondition()
  private var state: State
  private let finished = DispatchSemaphore(value: 0)

  /// A thread that has not started; `seed` makes the numbers reproducible, and a `paused` one
  /// draws only on ``generateNow()``.
  init(
    range: ClosedRange<Int> = -9000...9000, interval: Duration = .seconds(1), seed: UInt64? = nil,
    paused: Bool = false
  ) {
    self.range = range
    state = State(
      interval: Self.clamp(interval), isPaused: paused,
      generator: SeededGenerator(seed: seed ?? .random(in: .min ... .max)))
    super.init()
    name = "RandomNumberThread"
  }

  private static func clamp(_ interval: Duration) -> Duration {
    min(max(interval, intervalBounds.lowerBound), intervalBounds.upperBound)
  }

  /// The time between numbers, clamped to ``intervalBounds``; a change applies at once.
  var interval: Duration {
    get { withState { $0.interval } }
    set { withState(wake: true) { $0.interval = Self.clamp(newValue) } }
  }

  /// Whether generation is paused; resuming counts the next interval from now.
  var isPaused: Bool {
    get { withState { $0.isPaused } }
    set {
      withState(wake: true) {
        if $0.isPaused && !newValue { $0.schedule.restart(at: .now) }
        $0.isPaused = newValue
      }
    }
  }

  /// How many numbers have been drawn.
  var generatedCount: Int { withState { $0.count } }

  /// Draws a number as soon as possible, paused or not; the next comes an interval later.
  func generateNow() { withState(wake: true) { $0.nowRequested = true } }

  /// Ends the thread promptly: it wakes and its `main()` returns.
  func stop() {
    withState(wake: true) { $0.stopRequested = true }
    super.cancel()
  }

  /// The same as ``stop()``.
  override func cancel() { stop() }

  /// Waits up to `timeout` for `main()` to return (after `start()`); returns whether it did.
  func waitUntilFinished(timeout: Duration = .seconds(5)) -> Bool {
    let (seconds, attoseconds) = timeout.components
    let nanoseconds = Int(seconds) * 1_000_000_000 + Int(attoseconds / 1_000_000_000)
    guard finished.wait(timeout: .now() + .nanoseconds(nanoseconds)) == .success else {
      return false
    }
    finished.signal()  // later waiters return at once too
    return true
  }

  /// The generation loop; call `start()`, not this.
  override func main() {
    defer { finished.signal() }
    withState { $0.schedule.restart(at: .now) }
    while let value = next() { announce(value) }
  }

  /// Draws a number on the calling thread and tells the observers, as one turn of the loop
  /// would: for a simulation that paces the numbers itself, never while the thread runs.
  func generateOnCurrentThread() {
    announce(withState { draw(from: &$0) })
  }

  private func announce(_ value: Int) {
    withObservers { (observer: RandomNumberObserver) in observer.onRandomNumber(value) }
  }

  /// Waits until a number is due (see ``GenerationSchedule``) and draws it; `nil` once stopped.
  private func next() -> Int? {
    condition.lock()
    defer { condition.unlock() }
    while !state.stopRequested && !isCancelled {
      let now = ContinuousClock.now
      if state.nowRequested {
        state.nowRequested = false
        state.schedule.restart(at: now)
        return draw(from: &state)
      }
      if state.isPaused {
        condition.wait()
        continue
      }
      let remaining = state.schedule.due(interval: state.interval) - now
      if remaining <= .zero {
        state.schedule.drew(at: now, interval: state.interval)
        return draw(from: &state)
      }
      let (seconds, attoseconds) = remaining.components
      let wait = Double(seconds) + Double(attoseconds) / 1e18
      _ = condition.wait(until: Date(timeIntervalSinceNow: wait))
    }
    return nil
  }

  private func draw(from state: inout State) -> Int {
    state.count += 1
    return Int.random(in: range, using: &state.generator)
  }

  /// Runs `body` under the lock; with `wake`, the thread then re-reads its state.
  private func withState<R>(wake: Bool = false, _ body: (inout State) -> R) -> R {
    condition.lock()
    defer {
      if wake { condition.broadcast() }
      condition.unlock()
    }
    return body(&state)
  }
}
