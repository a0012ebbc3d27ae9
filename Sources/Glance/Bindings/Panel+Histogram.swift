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
    var histogram = HistogramCounts(upperBounds: upperBounds)
    let mailbox = bindMailbox("showHistogram(of:upperBounds:_:)", empty: histogram) {
      [weak self] taken, _ in
      guard let taken else { return nil }
      histogram.merge(taken)
      self?.show(content(histogram))
      return nil
    }
    keep(observer.observe { value in mailbox.fill { $0.add(Double(value)) } })
    return self
  }
}
