import GlanceCore
import ObserverModel

extension Panel {
  /// Shows every value of `observer` counted into buckets (``HistogramCounts``), drawn by
  /// `content` at each frame that follows writes:
  ///
  /// ```swift
  /// board.panel("latency").showHistogram(of: latency, upperBounds: [1, 5, 10, 50]) {
  ///   HistogramWidget($0, unit: "ms")
  /// }
  /// ```
  ///
  /// Each writer counts its value into the binding's buckets on its own thread (a short lock
  /// and a bisection over the bounds), and each frame adds what was counted since the last one:
  /// the counts are exact for any number of writers at any rate, and memory is one count per
  /// bucket.
  @discardableResult
  public func showHistogram<Value: BinaryFloatingPoint>(
    of observer: Observer<Value>, upperBounds: [Double],
    _ content: @escaping @MainActor (HistogramCounts) -> some Widget
  ) -> Panel {
    let feed = histogramFeed(upperBounds: upperBounds, content)
    keep(observer.observe { feed.record(Double($0)) })
    return self
  }

  /// A ``HistogramFeed`` that any thread may record values through, shown in this panel
  /// counted into buckets (``HistogramCounts``), drawn by `content` at each frame that follows
  /// records, as ``showHistogram(of:upperBounds:_:)`` does for an observer's values.
  ///
  /// ```swift
  /// let latencies = board.panel("latency").histogramFeed(upperBounds: [1, 5, 10, 50]) {
  ///   HistogramWidget($0, unit: "ms")
  /// }
  /// latencies.record(3.2)   // from any thread
  /// ```
  public func histogramFeed(
    upperBounds: [Double], _ content: @escaping @MainActor (HistogramCounts) -> some Widget
  ) -> HistogramFeed {
    var histogram = HistogramCounts(upperBounds: upperBounds)
    let mailbox = bindMailbox("histogramFeed(upperBounds:_:)", empty: histogram) {
      [weak self] taken, _ in
      guard let taken else { return nil }
      histogram.merge(taken)
      self?.show(content(histogram))
      return nil
    }
    return HistogramFeed(mailbox: mailbox)
  }
}
