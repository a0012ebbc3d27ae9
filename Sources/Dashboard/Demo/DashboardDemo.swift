import Glance
import GlanceCore
import ObserverModel

/// The demo: a random-number thread, a shopping cart and the app's lifecycle, each bound to a
/// panel of a Glance board, with keys that change the models. A key changes a model, never a
/// panel: the panels follow the models' observers.
@MainActor
final class DashboardDemo {
  let board = Board("ObserverModel dashboard")
  let thread: RandomNumberThread
  let cart = Cart()
  let lifecycle = LifecycleHub()
  /// The numbers' statistics, kept on the generating thread.
  let history = RandomNumberHistory()
  /// The panels, in focus order.
  let numbersPanel, cartPanel, lifecyclePanel, handoffPanel, extraPanel: Panel
  /// What the panels show, as the models last delivered it (and the keys' settings).
  var numbers: NumbersState
  var cartContents = CartState()
  var lifecycleEvents = LifecycleState()
  /// Draws what `a` adds, so that a seeded run adds the same products.
  var generator: SeededGenerator
  /// The extra observer and its subscription, while attached.
  var extra: (observer: RandomNumberHistory, subscription: Disposable)?

  /// The demo for `configuration`; tests pass a paused `thread`, so that numbers come only
  /// when asked for.
  init(configuration: DashboardConfiguration, thread: RandomNumberThread? = nil) {
    let thread =
      thread ?? RandomNumberThread(interval: configuration.interval, seed: configuration.seed)
    self.thread = thread
    numbers = NumbersState(
      interval: thread.interval, isPaused: thread.isPaused, range: thread.range)
    generator = SeededGenerator(
      seed: configuration.seed.map { $0 &+ 1 } ?? .random(in: .min ... .max))
    board.writesStatistics(toFileNamedBy: "DASHBOARD_STATS_FILE")
    numbersPanel = board.panel(RandomNumbersPanel.title, name: "numbers")
    cartPanel = board.panel(CartPanel.title, name: "cart")
    lifecyclePanel = board.panel(LifecyclePanel.title, name: "lifecycle")
    handoffPanel = board.handoffPanel(
      produced: { [thread] in thread.tickCount },
      observers: { [thread, cart, lifecycle] in
        [
          .init(
            name: thread.observerCount > 1 ? "number thread (+o)" : "number thread",
            count: thread.observerCount),
          .init(name: "cart", count: cart.state.observerCount),
          .init(name: "lifecycle", count: lifecycle.listenerCount),
        ]
      })
    extraPanel = board.panel(ExtraObserverPanel.title, name: "extra")
    extraPanel.isVisible = false
    board.focus(numbersPanel)
    arrange()
    bindModels()
    bindKeys()
    board.onStart { [weak self] _ in self?.start() }
    board.drive(thread)
    board.onTerminalEvent { [weak self] event in self?.announce(event) }
    showNumbers()
    showCart()
    showLifecycle()
  }

  /// Numbers (the extra observer under them) beside the cart, then lifecycle beside the
  /// hand-off panel; below 80×24 only the focused panel shows.
  private func arrange() {
    board.minimumSize = TerminalSize(columns: 40, rows: 12)
    board.fullSize = TerminalSize(columns: 80, rows: 24)
    board.arrange(
      .rows(
        .columns(
          .rows(
            .panel(numbersPanel), .panel(extraPanel, constraint: .fixed(5)),
            constraint: .fraction(0.5)),
          .panel(cartPanel), constraint: .fraction(0.55)),
        .columns(.panel(lifecyclePanel, constraint: .fraction(0.5)), .panel(handoffPanel))))
  }

  /// Latest-only for values that supersede each other, every event for the lifecycle stream.
  private func bindModels() {
    numbersPanel.watch(history.summaries, skippingInitialValue: true) { [weak self] summary in
      guard let self else { return }
      guard summary != numbers.summary else { return }
      numbers.summary = summary
      showNumbers()
    }
    cartPanel.watch(cart.state, skippingInitialValue: true) { [weak self] contents in
      guard let self else { return }
      guard contents != cartContents else { return }
      cartContents = contents
      showCart()
    }
    let streams: [(LifecycleDelivery, Receiver<AppLifecycle>)] = [
      (.history, lifecycle.fullHistory), (.recent, lifecycle.recent(LifecycleState.recentCount)),
      (.live, lifecycle.live),
    ]
    for (stream, receiver) in streams {
      lifecyclePanel.watch(every: receiver) { [weak self] event in
        guard let self else { return }
        lifecycleEvents.receive(event, from: stream)
        showLifecycle()
      }
    }
  }

  /// Announces the launch and has the history hear the numbers, which the board then starts.
  private func start() {
    thread.addObserver(history)
    lifecycle.send(.didFinishLaunching)
    lifecycle.send(.didBecomeActive)
    showNumbers()
  }

  func showNumbers() {
    numbers.observerCount = thread.observerCount
    show(RandomNumbersPanel(model: numbers), in: numbersPanel)
  }

  func showCart() {
    show(CartPanel(catalog: cart.catalog, contents: cartContents), in: cartPanel)
  }

  func showLifecycle() {
    show(LifecyclePanel(model: lifecycleEvents), in: lifecyclePanel)
  }

  /// Shows `widget` and its status in `panel`, and the header's status.
  private func show(_ widget: some StatusWidget, in panel: Panel) {
    panel.status = widget.status
    panel.show(widget)
    board.status =
      "numbers \(numbers.isPaused ? "paused" : "running") · \(cartContents.itemCount) in cart "
  }
}

/// A panel's widget that also says what the panel's title bar shows on the right.
protocol StatusWidget: Widget {
  var status: String? { get }
}
