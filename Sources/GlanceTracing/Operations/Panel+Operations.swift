import Glance
import GlanceCore

extension Panel {
  /// Shows every operation `tracer`'s spans ran under, one row each, drawn by an
  /// ``OperationsWidget``: spans ended per second over `rateOver` of board time (over the time
  /// since the panel's first frame while that is shorter), spans in flight, errors, and the
  /// p50, p90 and p99 of every span's duration.
  ///
  /// ```swift
  /// let tracer = BoardTracer()
  /// InstrumentationSystem.bootstrap(tracer)
  /// board.panel("Operations").showOperations(tracer)
  /// ```
  ///
  /// Operations that began before the board runs show from its first frame, and new ones join
  /// as their first span starts. Spans never wait for the screen: a frame reads the tracer only
  /// after a span started or ended since the last read, and rates fall as their window moves
  /// on even when no span ends.
  @discardableResult
  public func showOperations(_ tracer: BoardTracer, rateOver window: Duration = .seconds(10))
    -> Panel
  {
    showOperations(tracer, rateOver: window) { OperationsWidget($0) }
  }

  /// Shows every operation as `content` draws the rows (see ``showOperations(_:rateOver:)``):
  /// for a layout of your own, such as one operation's p99 in big digits.
  @discardableResult
  public func showOperations(
    _ tracer: BoardTracer, rateOver window: Duration = .seconds(10),
    _ content: @escaping @MainActor ([OperationRow]) -> some Widget
  ) -> Panel {
    var reader = OperationsReader(window: window)
    let store = tracer.store
    place(content([]))
    let mailbox = bindMailbox("showOperations(_:rateOver:_:)", empty: 0) { [weak self] _, now in
      let rows = reader.read(store, at: now)
      self?.show(content(rows))
      return reader.nextChange(at: now)
    }
    store.bell.attach(mailbox)
    return self
  }
}
