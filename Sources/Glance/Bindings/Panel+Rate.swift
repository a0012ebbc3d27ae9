import GlanceCore
import ObserverModel

extension Panel {
  /// Shows how many waves `receiver` carries per second over a sliding `window` of the
  /// board's time, drawn by `content` whenever the rate changes.
  ///
  /// ```swift
  /// board.panel("requests").showRate(of: requests, over: .seconds(10)) { rate in
  ///   BigNumberWidget(Int(rate.perSecond))
  /// }
  /// ```
  ///
  /// Every wave counts, exactly: each is counted on the thread that broadcasts it (replayed
  /// waves too), and the total reaches the main actor latest-only, one hop per main-loop turn
  /// at most however fast the waves come. Waves are dated when the main actor learns of them;
  /// as the board's clock moves on they leave the window, and the panel redraws, even when no
  /// new wave comes.
  @discardableResult
  public func showRate<Wave>(
    of receiver: Receiver<Wave>, over window: Duration = .seconds(10),
    _ content: @escaping @MainActor (EventRate) -> some Widget
  ) -> Panel {
    let counter = EventCounter()
    var samples = EventCountSamples(window: window)
    let wakeUp = BindingWakeUp(board: board)
    wakeUp.action = { [weak self, unowned wakeUp] in
      let rate = samples.rate(at: wakeUp.now)
      self?.deliver { $0.show(content(rate)) }
      wakeUp.wake(at: samples.nextChange)
    }
    let subscription = counter.signal.observe(on: .latestOnMainActor(monitor: board.monitor)) {
      [weak self] _ in
      samples.record(total: counter.total, at: wakeUp.now)
      let rate = samples.rate(at: wakeUp.now)
      self?.deliver { $0.show(content(rate)) }
      wakeUp.wake(at: samples.nextChange)
    }
    wakeUp.subscription = subscription
    keep(subscription)
    keep(receiver.listen { _ in counter.count() })
    return self
  }
}
