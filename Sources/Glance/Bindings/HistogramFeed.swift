/// The writing end of a histogram panel (``Panel/histogramFeed(upperBounds:_:)``): any thread
/// records values, and the panel shows every one counted into its bucket. The way for code that
/// measures something itself (a request's latency, a metrics backend's recorder) to feed the
/// board without an `Observer`.
///
/// Recording counts the value into the panel's buckets under a short lock (a bisection over the
/// bounds): it never waits for the screen, and the counts are exact at any rate.
public final class HistogramFeed: Sendable {
  private let mailbox: FrameMailbox<HistogramCounts>

  init(mailbox: FrameMailbox<HistogramCounts>) {
    self.mailbox = mailbox
  }

  /// Counts `value` in its bucket (`NaN` apart).
  public func record(_ value: Double) {
    mailbox.fill { $0.add(value) }
  }
}
