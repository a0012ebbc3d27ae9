import Glance
import GlanceCore

extension Panel {
  /// Shows every metric `factory` holds, one row per label and dimensions, drawn by a
  /// ``MetricsWidget``: counters as rates over `rateOver` of board time and totals, gauges and
  /// meters as values with a trend, recorders and timers as every-value distributions with
  /// their count, p50, p90 and p99.
  ///
  /// ```swift
  /// let metrics = BoardMetricsFactory()
  /// MetricsSystem.bootstrap(metrics)
  /// board.panel("Metrics").showMetrics(metrics)
  /// ```
  ///
  /// Metrics made before the board runs show from its first frame, new ones join as they are
  /// made, and destroyed ones leave. Writers never wait for the screen: a frame reads the
  /// metrics only after a write or a new metric rang for it, and a counter's rate falls as its
  /// window moves on even when nothing is written.
  @discardableResult
  public func showMetrics(
    _ factory: BoardMetricsFactory, rateOver window: Duration = .seconds(10)
  ) -> Panel {
    showMetrics(factory, rateOver: window) { MetricsWidget($0) }
  }

  /// Shows every metric `factory` holds as `content` draws the rows (see
  /// ``showMetrics(_:rateOver:)``): for a layout of your own, such as one metric in big digits.
  ///
  /// ```swift
  /// board.panel("Requests").showMetrics(metrics) { rows in
  ///   let served = rows.first { $0.name.label == "requests" }
  ///   guard case .count(let total, _)? = served?.value else { return BigNumberWidget(0) }
  ///   return BigNumberWidget(Int(total))
  /// }
  /// ```
  @discardableResult
  public func showMetrics(
    _ factory: BoardMetricsFactory, rateOver window: Duration = .seconds(10),
    _ content: @escaping @MainActor ([MetricRow]) -> some Widget
  ) -> Panel {
    var reader = MetricsReader(rateWindow: window)
    let registry = factory.registry
    place(content([]))
    let mailbox = bindMailbox("showMetrics(_:rateOver:_:)", empty: 0) { [weak self] _, now in
      let rows = reader.read(registry, at: now)
      self?.show(content(rows))
      return reader.nextChange
    }
    registry.bell.attach(mailbox)
    return self
  }
}
