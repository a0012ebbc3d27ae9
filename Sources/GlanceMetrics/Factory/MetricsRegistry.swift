import Glance
import ObserverModel

/// Every metric a factory made and not destroyed, by name, and a generation that moves with
/// each metric made or destroyed, so that a panel lists them again only then. Making a metric
/// that exists returns it: a program that makes the same counter per request gets one row.
final class MetricsRegistry: Sendable {
  private struct State {
    var metrics: [MetricName: any BoardMetric] = [:]
    var generation = 0
  }

  private let state = Lock(State())
  /// Where the metrics ring; a new or destroyed metric rings it too.
  let bell = PanelBell()

  /// The metric called `name`, made by `make` when there is none.
  func metric<Metric: BoardMetric>(
    named name: MetricName, _ make: (MetricName, PanelBell) -> Metric
  ) -> Metric {
    let (metric, isNew) = state.withLock { state -> (Metric, Bool) in
      if let existing = state.metrics[name] as? Metric { return (existing, false) }
      let metric = make(name, bell)
      state.metrics[name] = metric
      state.generation &+= 1
      return (metric, true)
    }
    if isNew { bell.ring() }
    return metric
  }

  /// Forgets `handler` (a handler this factory made), so that panels drop its row.
  func remove(_ handler: AnyObject) {
    guard let metric = handler as? any BoardMetric else { return }
    let removed = state.withLock { state -> Bool in
      guard let registered = state.metrics[metric.name], registered === metric else { return false }
      state.metrics[metric.name] = nil
      state.generation &+= 1
      return true
    }
    if removed { bell.ring() }
  }

  /// The metrics in panel order, when the generation moved on from `generation`.
  func metrics(after generation: Int) -> (generation: Int, metrics: [any BoardMetric])? {
    state.withLock { state in
      guard state.generation != generation else { return nil }
      let sorted = state.metrics.values.sorted { $0.name < $1.name }
      return (state.generation, sorted)
    }
  }
}
