import Glance
import ObserverModel

/// A thread that draws a random number every ``PeriodicThread/interval`` and hands it to each
/// ``RandomNumberObserver`` on the generating thread; the kit's ``PeriodicThread`` does the
/// pacing, pausing and stopping.
final class RandomNumberThread: PeriodicThread {
  /// The intervals the thread accepts; others are clamped into it.
  static let intervalBounds: ClosedRange<Duration> = .microseconds(100) ... .seconds(60)

  /// The inclusive range numbers are drawn from.
  let range: ClosedRange<Int>
  /// Used by one tick at a time only (see ``PeriodicThread/tick()``).
  private var generator: SeededGenerator

  /// A thread that has not started; `seed` makes the numbers reproducible, and a `paused` one
  /// draws only on ``PeriodicThread/tickNow()``.
  init(
    range: ClosedRange<Int> = -9000...9000, interval: Duration = .seconds(1), seed: UInt64? = nil,
    paused: Bool = false
  ) {
    self.range = range
    generator = SeededGenerator(seed: seed ?? .random(in: .min ... .max))
    super.init(interval: interval, bounds: Self.intervalBounds, paused: paused)
    name = "RandomNumberThread"
  }

  /// Draws a number and tells the observers.
  override func tick() {
    let value = Int.random(in: range, using: &generator)
    withObservers { (observer: RandomNumberObserver) in observer.onRandomNumber(value) }
  }
}

/// Observers of a ``RandomNumberThread``, called on the generating thread with each number.
protocol RandomNumberObserver: AnyObject {
  /// A new number was drawn.
  func onRandomNumber(_ randomNumber: Int)
}
