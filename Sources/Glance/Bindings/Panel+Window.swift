import GlanceCore
import ObserverModel

extension Panel {
  /// Shows a ``RollingWindow`` of `observer`'s values, the last N or those of the last T
  /// seconds by the board's clock, drawn by `content` whenever it changes: for charts, with
  /// `summary` for their scale (count, minimum, maximum, mean).
  ///
  /// ```swift
  /// board.panel("latency").showWindow(of: latency, last: .seconds(60)) { window in
  ///   SparklineWidget(window.values)
  /// }
  /// ```
  ///
  /// Writers fill the binding on their own threads and each frame takes what they wrote. A
  /// count span holds exactly the last N values written. A time span holds one value per frame
  /// (the latest written, stamped with the frame's board time), a sample for charts, while its
  /// summary counts every value written within the span, exactly; as the board's clock passes
  /// its oldest values they leave the window, and the panel redraws, even when no new value
  /// comes.
  @discardableResult
  public func showWindow<Value>(
    of observer: Observer<Value>, last span: WindowSpan,
    _ content: @escaping @MainActor (RollingWindow<Value>) -> some Widget
  ) -> Panel {
    bindWindow(of: observer, last: span, tallying: nil, content)
  }

  /// Shows a ``RollingWindow`` of `observer`'s numbers, as
  /// ``showWindow(of:last:_:)-14uxt`` does, with a summary that counts every
  /// value written (NaN left out).
  @discardableResult
  public func showWindow<Value: BinaryFloatingPoint>(
    of observer: Observer<Value>, last span: WindowSpan,
    _ content: @escaping @MainActor (RollingWindow<Value>) -> some Widget
  ) -> Panel {
    bindWindow(of: observer, last: span, tallying: { WindowTally.add($1, to: &$0) }, content)
  }

  /// Shows a ``RollingWindow`` of `observer`'s numbers, as
  /// ``showWindow(of:last:_:)-14uxt`` does, with a summary that counts every
  /// value written.
  @discardableResult
  public func showWindow<Value: BinaryInteger>(
    of observer: Observer<Value>, last span: WindowSpan,
    _ content: @escaping @MainActor (RollingWindow<Value>) -> some Widget
  ) -> Panel {
    bindWindow(of: observer, last: span, tallying: { WindowTally.add($1, to: &$0) }, content)
  }

  /// Shows the last `count` values of `observer`, oldest first, drawn by `content`: for
  /// sparklines. The same as ``showWindow(of:last:_:)-14uxt`` with
  /// ``WindowSpan/values(_:)``, handing over only the values.
  @discardableResult
  public func showHistory<Value>(
    of observer: Observer<Value>, last count: Int,
    _ content: @escaping @MainActor ([Value]) -> some Widget
  ) -> Panel {
    bindWindow(of: observer, last: .values(count), tallying: nil) { content($0.values) }
  }

  /// The window binding: writers keep the newest values and, with `tallying`, the tally of
  /// every value; each frame adds them to the window and draws it.
  private func bindWindow<Value>(
    of observer: Observer<Value>, last span: WindowSpan,
    tallying: (@Sendable (inout WindowTally<Value>?, Value) -> Void)?,
    _ content: @escaping @MainActor (RollingWindow<Value>) -> some Widget
  ) -> Panel {
    var window = RollingWindow<Value>(span)
    let kept: Int
    switch window.span {
    case .values(let count): kept = count
    case .duration: kept = 1
    }
    let empty = WindowFill(recent: RecentElements<Value>(capacity: kept), tally: nil)
    let mailbox = bindMailbox("showWindow(of:last:_:)", empty: empty) {
      [weak self] taken, now in
      let changed: Bool
      if let taken {
        window.append(contentsOf: taken.recent.elements, tally: taken.tally, at: now)
        changed = true
      } else {
        changed = window.removeExpired(at: now)
      }
      if changed { self?.show(content(window)) }
      return window.nextExpiry
    }
    keep(
      observer.observe { value in
        mailbox.fill { fill in
          fill.recent.append(value)
          tallying?(&fill.tally, value)
        }
      })
    return self
  }
}
