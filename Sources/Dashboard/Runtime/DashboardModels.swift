import Glance
import ObserverModel

/// The models the dashboard shows and changes: the number thread, the cart and the lifecycle
/// hub, with the observers the dashboard attaches. Effects from ``DashboardUpdate`` change them;
/// their changes come back only as value snapshots, through ``ModelSubscriptions``.
@MainActor
final class DashboardModels {
  let thread: RandomNumberThread
  let cart: Cart
  let lifecycle: LifecycleHub
  /// The numbers panel's statistics, kept on the generating thread.
  let history = RandomNumberHistory()
  /// Counts and times the hops that bring model snapshots to the main actor.
  let monitor: HandoffMonitor
  /// Draws the numbers on the main loop instead of the thread, in a virtual-time run.
  private let pacer: VirtualNumberPacer?
  /// The extra observer, while attached.
  private(set) var extra: ExtraObserver?
  private var subscriptions: ModelSubscriptions?
  private var started = false

  /// The models for `configuration`; `thread` replaces the number thread (tests pass a paused
  /// one so that numbers arrive only when asked for). With a `virtualClock` the thread never
  /// runs: its numbers are drawn on the main loop in virtual time, and hand-offs are timed in
  /// virtual time too, so that a run is the same every time.
  init(
    configuration: DashboardConfiguration, thread: RandomNumberThread? = nil,
    virtualClock: VirtualMainLoopClock? = nil
  ) {
    let thread =
      thread ?? RandomNumberThread(interval: configuration.interval, seed: configuration.seed)
    self.thread = thread
    cart = Cart()
    lifecycle = LifecycleHub()
    if let virtualClock {
      monitor = HandoffMonitor(reading: { [time = virtualClock.elapsedTime] in time.value })
      pacer = VirtualNumberPacer(thread: thread, clock: virtualClock)
    } else {
      monitor = HandoffMonitor()
      pacer = nil
    }
  }

  /// Subscribes (every snapshot goes to `send` on the main loop), starts the thread and
  /// announces the launch.
  func start(sending send: @escaping @MainActor (DashboardEvent) -> Void) {
    guard !started else { return }
    started = true
    thread.addObserver(history)
    subscriptions = ModelSubscriptions(models: self, monitor: monitor, send: send)
    lifecycle.send(.didFinishLaunching)
    lifecycle.send(.didBecomeActive)
    if let pacer { pacer.start() } else { thread.start() }
  }

  /// Carries out a model effect; others are not the models' business and do nothing here.
  func perform(_ effect: DashboardEffect) {
    if let pacer, pacer.perform(effect) { return }
    switch effect {
    case .setPaused(let paused): paused ? thread.pause() : thread.resume()
    case .setInterval(let interval): thread.interval = interval
    case .generateNow: thread.generateNow()
    case .addToCart(let product): cart.add(product)
    case .removeLastFromCart: cart.removeLast()
    case .clearCart: cart.clear()
    case .attachExtraObserver:
      guard extra == nil else { return }
      let observer = ExtraObserver()
      thread.addObserver(observer)
      extra = observer
      subscriptions?.watch(observer)
    case .detachExtraObserver:
      guard let observer = extra else { return }
      thread.removeObserver(observer)
      subscriptions?.unwatch()
      extra = nil
    case .announce(let event): lifecycle.send(event)
    case .quit: stop()
    case .repaint, .expireMessage: break
    }
  }

  /// The counters behind the hand-off panel, read now (once a second, never during a frame).
  func sample(at instant: ContinuousClock.Instant, frames: Int, coalescedRedraws: Int)
    -> HandoffSample
  {
    HandoffSample(
      instant: instant, produced: thread.generatedCount, handoff: monitor.statistics,
      notifyCoalesced: thread.changeStatistics.coalesced, frames: frames,
      coalescedRedraws: coalescedRedraws,
      observerCounts: [
        .init(
          name: extra == nil ? "number thread" : "number thread (+o)",
          count: thread.observerCount),
        .init(name: "cart", count: cart.state.observerCount),
        .init(name: "lifecycle", count: lifecycle.listenerCount),
      ])
  }

  /// Ends the subscriptions and stops the thread. Idempotent.
  func stop() {
    subscriptions?.cancel()
    subscriptions = nil
    thread.stop()
  }
}
