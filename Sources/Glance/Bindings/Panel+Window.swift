import GlanceCore
import ObserverModel

extension Panel {
  /// Shows a ``RollingWindow`` of `observer`'s values, the last N or those of the last T
  /// seconds by the board's clock, drawn by `content` whenever it changes: for charts, with
  /// `summary` for their scale (minimum, maximum, mean).
  ///
  /// ```swift
  /// board.panel("latency").showWindow(of: latency, last: .seconds(60)) { window in
  ///   SparklineWidget(window.values)
  /// }
  /// ```
  ///
  /// Values arrive latest-only and at most once a frame: under a fast writer the window holds
  /// one sample per frame, each stamped with the board time it arrived at, and the main actor
  /// takes one value per frame at most (and makes no hop at all while the writer keeps
  /// writing). A time window also drops its old values, and redraws, as the board's clock
  /// passes them when no new value comes.
  @discardableResult
  public func showWindow<Value>(
    of observer: Observer<Value>, last span: WindowSpan,
    _ content: @escaping @MainActor (RollingWindow<Value>) -> some Widget
  ) -> Panel {
    var window = RollingWindow<Value>(span)
    let wakeUp = BindingWakeUp(board: board)
    let redraw: @MainActor (_ changed: Bool) -> Void = { [weak self, unowned wakeUp] changed in
      if changed { self?.deliver { $0.show(content(window)) } }
      wakeUp.wake(at: window.nextExpiry)
    }
    wakeUp.action = { [unowned wakeUp] in redraw(window.removeExpired(at: wakeUp.now)) }
    // The taker holds the wake-up (the redraw only refers to it): it lives as long as the binding.
    wakeUp.subscription = takeLatestEachFrame(of: observer) { value in
      window.append(value, at: wakeUp.now)
      redraw(true)
    }
    return self
  }

  /// Shows the last `count` values of `observer` the main actor received, oldest first, drawn
  /// by `content`: for sparklines. The same as ``showWindow(of:last:_:)`` with
  /// ``WindowSpan/values(_:)``, handing over only the values.
  @discardableResult
  public func showHistory<Value>(
    of observer: Observer<Value>, last count: Int,
    _ content: @escaping @MainActor ([Value]) -> some Widget
  ) -> Panel {
    showWindow(of: observer, last: .values(count)) { content($0.values) }
  }
}
