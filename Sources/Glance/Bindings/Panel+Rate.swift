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
  /// waves too), and the main actor reads the total at most once a frame however fast the
  /// waves come (no hop at all while they keep coming). Waves are dated when the main actor learns of them;
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
    let redraw: @MainActor () -> Void = { [weak self, unowned wakeUp] in
      let rate = samples.rate(at: wakeUp.now)
      self?.deliver { $0.show(content(rate)) }
      wakeUp.wake(at: samples.nextChange)
    }
    wakeUp.action = redraw
    show(content(EventRate(count: 0, window: samples.window, total: 0)))
    // The taker holds the wake-up (the redraw only refers to it): it lives as long as the binding.
    wakeUp.subscription = takeEachFrame(from: counter.gate, hasPending: { counter.hasPending }) {
      samples.record(total: counter.take(), at: wakeUp.now)
      redraw()
    }
    keep(receiver.listen { _ in counter.count() })
    return self
  }
}
