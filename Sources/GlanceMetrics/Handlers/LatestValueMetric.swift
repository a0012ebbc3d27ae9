import CoreMetrics
import Glance
import Synchronization

/// The handler of a `Gauge` (a recorder that does not aggregate) and of a `Meter`: the latest
/// value, set or moved by lock-free writes to its bits.
final class LatestValueMetric: RecorderHandler, MeterHandler, BoardMetric {
  let name: MetricName
  private let bell: PanelBell
  private let value = Atomic<UInt64>(0)
  private let changed = Atomic<Bool>(false)

  init(name: MetricName, bell: PanelBell) {
    self.name = name
    self.bell = bell
  }

  func record(_ value: Int64) { set(Double(value)) }

  func record(_ value: Double) { set(value) }

  func set(_ value: Int64) { set(Double(value)) }

  func set(_ value: Double) {
    self.value.store(double: value)
    if changed.raise() { bell.ring() }
  }

  func increment(by amount: Double) {
    value.addToDouble(amount)
    if changed.raise() { bell.ring() }
  }

  func decrement(by amount: Double) { increment(by: -amount) }

  func lowerChangeFlag() { changed.lower() }

  var reading: MetricReading { .value(value.double) }
}
