import CoreMetrics
import Glance
import ObserverModel
import Synchronization

/// The handler of an aggregating `Recorder` and of a `Timer`: every value counted into a
/// ``ValueDistribution`` under a short lock (a bucket's count, the sum, the extremes).
final class DistributionMetric: RecorderHandler, TimerHandler, BoardMetric {
  let name: MetricName
  private let bell: PanelBell
  private let distribution = Lock(ValueDistribution())
  private let changed = Atomic<Bool>(false)

  init(name: MetricName, bell: PanelBell) {
    self.name = name
    self.bell = bell
  }

  func record(_ value: Int64) { record(Double(value)) }

  func record(_ value: Double) {
    distribution.withLock { $0.add(value) }
    if changed.raise() { bell.ring() }
  }

  func recordNanoseconds(_ duration: Int64) { record(Double(duration)) }

  func lowerChangeFlag() { changed.lower() }

  var reading: MetricReading { .distribution(self) }

  /// The distribution, when it counted more than `recorded` values; `nil` when it did not.
  func distribution(after recorded: Int) -> ValueDistribution? {
    distribution.withLock { $0.count > recorded ? $0 : nil }
  }
}
