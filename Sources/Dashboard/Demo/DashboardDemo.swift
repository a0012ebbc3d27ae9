import Glance
import GlanceCore
import ObserverModel

/// The demo: a random-number thread, a shopping cart and the app's lifecycle, each bound to a
/// panel of a Glance board, with keys that change the models. The models report back only
/// through their observers; a key changes a model, never what a panel shows.
@MainActor
final class DashboardDemo {
  let board = Board("ObserverModel dashboard")
  let thread: RandomNumberThread
  let cart = Cart()
  let lifecycle = LifecycleHub()
  /// The numbers panel's statistics, kept on the generating thread.
  let history = RandomNumberHistory()
  /// The panels, in focus order.
  let numbersPanel: Panel
  let cartPanel: Panel
  let lifecyclePanel: Panel
  let handoffPanel: Panel
  let extraPanel: Panel
  /// Where the number keys' changes go.
  var numberControl: NumberControl
  /// What the numbers panel shows: the thread's statistics and the keys' settings.
  var numbers: NumbersState
  /// The cart's contents as last delivered.
  var cartContents = CartState()
  /// What the lifecycle receivers delivered.
  var lifecycleEvents = LifecycleState()
  /// Draws the products that `a` adds, so a seeded run adds the same products every time.
  var generator: SeededGenerator
  /// The extra observer and its subscription, while attached.
  var extra: (observer: ExtraObserver, subscription: Disposable)?

  /// The demo for `configuration`; `thread` replaces the number thread (tests pass a paused one
  /// so that numbers arrive only when asked for).
  init(configuration: DashboardConfiguration, thread: RandomNumberThread? = nil) {
    let thread =
      thread ?? RandomNumberThread(interval: configuration.interval, seed: configuration.seed)
    self.thread = thread
    numberControl = NumberControl(thread: thread)
    numbers = NumbersState(interval: configuration.interval, isPaused: thread.isPaused)
    generator = SeededGenerator(
      seed: configuration.seed.map { $0 &+ 1 } ?? .random(in: .min ... .max))
    board.framesPerSecond = configuration.framesPerSecond
    board.statisticsFileVariable = "DASHBOARD_STATS_FILE"
    numbersPanel = board.panel(RandomNumbersPanel.title, name: "numbers")
    cartPanel = board.panel(CartPanel.title, name: "cart")
    lifecyclePanel = board.panel(LifecyclePanel.title, name: "lifecycle")
    handoffPanel = board.handoffPanel(
      produced: { [thread] in thread.generatedCount },
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
    board.onStart { [unowned self] clock in start(clock: clock) }
    board.onTerminalEvent { [unowned self] event in announce(event) }
    showNumbers()
    showCart()
    showLifecycle()
  }

  /// Two rows: numbers (with the extra observer under it) beside the cart, then lifecycle
  /// beside the hand-off panel; below 80×24 only the focused panel shows.
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

  /// Subscribes the panels to the models: latest-only for values that supersede each other,
  /// every event for the lifecycle stream.
  private func bindModels() {
    numbersPanel.watch(history.summaries, skippingInitialValue: true) { [unowned self] summary in
      guard summary != numbers.summary else { return }
      numbers.summary = summary
      showNumbers()
    }
    cartPanel.watch(cart.state, skippingInitialValue: true) { [unowned self] contents in
      guard contents != cartContents else { return }
      cartContents = contents
      showCart()
    }
    let streams: [(LifecycleDelivery, Receiver<AppLifecycle>)] = [
      (.history, lifecycle.fullHistory),
      (.recent, lifecycle.recent(LifecycleState.recentCount)),
      (.live, lifecycle.live),
    ]
    for (stream, receiver) in streams {
      lifecyclePanel.watch(every: receiver) { [unowned self] event in
        lifecycleEvents.receive(event, from: stream)
        showLifecycle()
      }
    }
  }

  /// Starts the numbers (on the main loop in virtual time, when the clock is virtual) and
  /// announces the launch.
  private func start(clock: any MainLoopClock) {
    thread.addObserver(history)
    lifecycle.send(.didFinishLaunching)
    lifecycle.send(.didBecomeActive)
    if let clock = clock as? VirtualMainLoopClock {
      let pacer = VirtualNumberPacer(thread: thread, clock: clock)
      numberControl.pacer = pacer
      pacer.start()
    } else {
      thread.start()
    }
    showNumbers()
  }

  /// Ends the subscriptions and stops the thread.
  func stop() {
    extra?.subscription.dispose()
    board.stop()
    thread.stop()
  }

  /// Draws the numbers panel from ``numbers`` and the thread's observer count.
  func showNumbers() {
    numbers.observerCount = thread.observerCount
    numbersPanel.status = RandomNumbersPanel(model: numbers).status
    numbersPanel.show(RandomNumbersPanel(model: numbers))
    board.status =
      HeaderStatus(numbersPaused: numbers.isPaused, itemsInCart: cartContents.itemCount).text
  }

  /// Draws the cart panel from ``cartContents``.
  func showCart() {
    let panel = CartPanel(model: CartPanelState(catalog: cart.catalog, contents: cartContents))
    cartPanel.status = panel.status
    cartPanel.show(panel)
    board.status =
      HeaderStatus(numbersPaused: numbers.isPaused, itemsInCart: cartContents.itemCount).text
  }

  /// Draws the lifecycle panel from ``lifecycleEvents``.
  func showLifecycle() {
    let panel = LifecyclePanel(model: lifecycleEvents)
    lifecyclePanel.status = panel.status
    lifecyclePanel.show(panel)
  }
}
