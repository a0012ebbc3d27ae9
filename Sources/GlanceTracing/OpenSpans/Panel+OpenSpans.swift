import Glance
import GlanceCore

extension Panel {
  /// Shows the oldest spans of `tracer` that are still open, oldest first, with how long each
  /// has been open (on the tracer's clock), drawn by an ``OpenSpansWidget``: a request stuck
  /// for `stuckAfter` or longer stands out at the top. The panel's status counts every open
  /// span.
  ///
  /// ```swift
  /// board.panel("In flight").showOpenSpans(tracer)
  /// ```
  ///
  /// The panel lists as many spans as its height holds (`limit` at most), and reads the
  /// tracer after a span starts or ends, and once a second while spans are open, as their ages
  /// grow.
  @discardableResult
  public func showOpenSpans(
    _ tracer: BoardTracer, limit: Int = 100, stuckAfter: Duration = .seconds(5)
  ) -> Panel {
    let store = tracer.store
    let now = tracer.now
    place(OpenSpansWidget([], stuckAfter: stuckAfter))
    let mailbox = bindMailbox("showOpenSpans(_:limit:stuckAfter:)", empty: 0) {
      [weak self] _, boardNow in
      guard let self else { return nil }
      store.bell.lower()
      let rows = min(max(1, limit), max(1, (contentSize?.rows ?? limit) - 1))
      let (spans, open) = store.oldestOpenSpans(rows)
      let time = now()
      show(
        OpenSpansWidget(
          spans.map { span in
            OpenSpanRow(
              operationName: span.operationName, traceID: span.traceID, spanID: span.spanID,
              age: .nanoseconds(Int64(clamping: time >= span.start ? time - span.start : 0)))
          }, stuckAfter: stuckAfter))
      status = "\(open) open"
      return open > 0 ? boardNow + .seconds(1) : nil
    }
    store.bell.attach(mailbox)
    return self
  }
}
