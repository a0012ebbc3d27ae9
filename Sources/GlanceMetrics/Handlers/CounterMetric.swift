import CoreMetrics
import Synchronization

/// A `Counter`'s handler: an increment is one atomic add, and a look at the change flag that
/// rings the board only for the first write after a frame took the counter.
final class CounterMetric: CounterHandler, BoardMetric {
  let name: MetricName
  private let bell: MetricsBell
  private let total = Atomic<Int64>(0)
  private let changed = Atomic<Bool>(false)

  init(name: MetricName, bell: MetricsBell) {
    self.name = name
    self.bell = bell
  }

  func increment(by amount: Int64) {
    total.wrappingAdd(amount, ordering: .sequentiallyConsistent)
    if changed.raise() { bell.ring() }
  }

  func reset() {
    total.store(0, ordering: .sequentiallyConsistent)
    if changed.raise() { bell.ring() }
  }

  func lowerChangeFlag() { changed.lower() }

  var reading: MetricReading { .count(total.load(ordering: .sequentiallyConsistent)) }
}
