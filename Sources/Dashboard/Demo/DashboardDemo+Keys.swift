import Glance
import GlanceCore

extension DashboardDemo {
  /// The demo's keys, in help order (the board adds quit, help, focus and redraw). Each changes
  /// a model or a setting; the panels follow the models' observers.
  func bindKeys() {
    board.key(
      [.character(" ")], help: KeyHint("Space", "pause / resume the number thread"),
      footer: KeyHint("Space", "pause")
    ) { [unowned self] _ in
      thread.isPaused.toggle()
      numbers.isPaused = thread.isPaused
      showNumbers()
      board.showMessage(numbers.isPaused ? "numbers paused" : "numbers resumed")
    }
    board.key(
      [.character("+"), .character("=")],
      help: KeyHint("+  -", "numbers faster / slower (100µs…60s)"), footer: KeyHint("+/-", "speed")
    ) { [unowned self] _ in changeInterval(faster: true) }
    board.key([.character("-"), .character("_")]) { [unowned self] _ in
      changeInterval(faster: false)
    }
    board.key("n", "generate a number now", footer: "now") { [unowned self] in
      thread.tickNow()
    }
    board.key(
      (1...9).map { .character(Character("\($0)")) },
      help: KeyHint("1-9", "add that catalog product to the cart"), footer: KeyHint("1-9", "add")
    ) { [unowned self] key in
      guard case .character(let digit) = key, let number = digit.wholeNumberValue else { return }
      guard let product = cart.catalog.products.dropFirst(number - 1).first else {
        return board.showMessage("no product \(number) in the catalog")
      }
      cart.add(product)
    }
    board.key("a", "add a random product", footer: "") { [unowned self] in
      cart.addRandomProduct(using: &generator)
    }
    board.key("d", "remove the last item", footer: "remove") { [unowned self] in
      guard let removed = cart.removeLast() else {
        return board.showMessage("the cart is empty: nothing to remove")
      }
      board.showMessage("removed \(removed.name)")
    }
    board.key("c", "clear the cart", footer: "clear") { [unowned self] in
      let removed = cart.clear()
      guard removed > 0 else { return board.showMessage("the cart is already empty") }
      board.showMessage("removed \(removed) \(CartPanel.units(removed))")
    }
    board.key("o", "attach / detach an extra observer", footer: "observer") { [unowned self] in
      toggleExtraObserver()
    }
  }

  private func changeInterval(faster: Bool) {
    thread.interval = IntervalSteps.step(from: numbers.interval, faster: faster)
    numbers.interval = thread.interval
    showNumbers()
    board.showMessage("a number every \(DurationArgument.format(numbers.interval))")
  }

  private func toggleExtraObserver() {
    if let (observer, subscription) = extra {
      thread.removeObserver(observer)
      subscription.dispose()
      extra = nil
      extraPanel.isVisible = false
      board.showMessage("extra observer detached")
    } else {
      let observer = RandomNumberHistory(capacity: 0)
      thread.addObserver(observer)
      let panel = extraPanel
      panel.show(ExtraObserverPanel(model: observer.summaries.value))
      panel.status = "attached"
      let subscription = observer.summaries.observe(
        on: .latestOnMainActor(monitor: board.monitor), skippingInitialValue: true
      ) { heard in panel.show(ExtraObserverPanel(model: heard)) }
      extra = (observer, subscription)
      panel.isVisible = true
      board.showMessage("extra observer attached")
    }
    showNumbers()
    board.refreshHandoffPanel()
  }
}
