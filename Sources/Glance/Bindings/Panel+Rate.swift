import GlanceCore
import ObserverModel

extension Panel {
  /// Shows how many waves `receiver` carries per second over a sliding `window` of the
  /// board's time (over the time elapsed, at least a second, while that is shorter than the
  /// window: see ``EventRate/perSecond``), drawn by `content` whenever the rate changes.
  ///
  /// ```swift
  /// board.panel("requests").showRate(of: requests, over: .seconds(10)) { rate in
  ///   BigNumberWidget(Int(rate.perSecond))
  /// }
  /// ```
  ///
  /// Every wave counts, exactly: each is counted on the thread that broadcasts it (replayed
  /// waves too), and each frame adds the count since the last one, dated with the frame's board
  /// time. As the board's clock moves on, counts leave the window and the panel redraws, even
  /// when no new wave comes.
  @discardableResult
  public func showRate<Wave>(
    of receiver: Receiver<Wave>, over window: Duration = .seconds(10),
    _ content: @escaping @MainActor (EventRate) -> some Widget
  ) -> Panel {
    var samples = EventCountSamples(window: window)
    var total = 0
    place(content(EventRate(count: 0, window: samples.window, total: 0, elapsed: .zero)))
    let mailbox = bindMailbox("showRate(of:over:_:)", empty: 0) { [weak self] taken, now in
      if let taken {
        total += taken
        samples.record(total: total, at: now)
      }
      let rate = samples.rate(at: now)
      self?.show(content(rate))
      return samples.nextChange
    }
    keep(receiver.listen { _ in mailbox.fill { $0 &+= 1 } })
    return self
  }
}
