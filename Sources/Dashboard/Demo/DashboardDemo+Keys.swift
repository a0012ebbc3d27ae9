import Glance
import GlanceCore

extension DashboardDemo {
  /// The demo's keys, in help order (the board adds quit, help, focus and redraw). Each changes
  /// a model or a setting; the panels follow the models' observers.
  func bindKeys() {
    board.key(
      [.character(" ")], help: KeyHint("Space", "pause / resume the number thread"),
      footer: KeyHint("Space", "pause")
    ) { [weak self] _ in
      guard let self else { return }
      thread.isPaused.toggle()
      numbers.isPaused = thread.isPaused
      showNumbers()
      board.showMessage(numbers.isPaused ? "numbers paused" : "numbers resumed")
    }
    board.key(
      [.character("+"), .character("=")],
      help: KeyHint("+  -", "numbers faster / slower (100µs…60s)"), footer: KeyHint("+/-", "speed")
    ) { [weak self] _ in self?.changeInterval(faster: true) }
    board.key([.character("-"), .character("_")]) { [weak self] _ in
      guard let self else { return }
      changeInterval(faster: false)
    }
    board.key("n", "generate a number now", footer: "now") { [weak self] in
      guard let self else { return }
      thread.tickNow()
    }
    board.key(
      (1...9).map { .character(Character("\($0)")) },
      help: KeyHint("1-9", "add that catalog product to the cart"), footer: KeyHint("1-9", "add")
    ) { [weak self] key in
      guard let self else { return }
      guard case .character(let digit) = key, let number = digit.wholeNumberValue else { return }
      guard let product = cart.catalog.products.dropFirst(number - 1).first else {
        return board.showMessage("no product \(number) in the catalog")
      }
      cart.add(product)
    }
    board.key("a", "add a random product", footer: "") { [weak self] in
      guard let self else { return }
      cart.addRandomProduct(using: &generator)
    }
    board.key("d", "remove the last item", footer: "remove") { [weak self] in
      guard let self else { return }
      guard let removed = cart.removeLast() else {
        return board.showMessage("the cart is empty: nothing to remove")
      }
      board.showMessage("removed \(removed.name)")
    }
    board.key("c", "clear the cart", footer: "clear") { [weak self] in
      guard let self else { return }
      let removed = cart.clear()
      guard removed > 0 else { return board.showMessage("the cart is already empty") }
      board.showMessage("removed \(removed) \(CartPanel.units(removed))")
    }
    board.key("o", "attach / detach an extra observer", footer: "observer") { [weak self] in
      guard let self else { return }
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
      let subscription = panel.watch(observer.summaries, skippingInitialValue: true) {
        [weak panel] heard in panel?.show(ExtraObserverPanel(model: heard))
      }
      extra = (observer, subscription)
      panel.isVisible = true
      board.showMessage("extra observer attached")
    }
    showNumbers()
    board.refreshHandoffPanel()
  }
}
