import CoreMetrics
import Glance
import Synchronization

/// A `FloatingPointCounter`'s handler: an increment is a lock-free add to the total's bits.
final class FloatingPointCounterMetric: FloatingPointCounterHandler, BoardMetric {
  let name: MetricName
  private let bell: PanelBell
  private let total = Atomic<UInt64>(0)
  private let changed = Atomic<Bool>(false)

  init(name: MetricName, bell: PanelBell) {
    self.name = name
    self.bell = bell
  }

  func increment(by amount: Double) {
    total.addToDouble(amount)
    if changed.raise() { bell.ring() }
  }

  func reset() {
    total.store(double: 0)
    if changed.raise() { bell.ring() }
  }

  func lowerChangeFlag() { changed.lower() }

  var reading: MetricReading { .floatingPointCount(total.double) }
}
