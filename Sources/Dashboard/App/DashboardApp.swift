import Foundation
import ObserverModel

/// The dashboard's state and behaviour, independent of any terminal: the models, the panels that
/// observe them, focus, the help overlay and footer messages. Keys and events go in; a
/// ``CellBuffer`` comes out of ``render()``. The terminal and headless sessions drive it; tests
/// drive it directly.
@MainActor
final class DashboardApp {
  let configuration: DashboardConfiguration
  let thread: RandomNumberThread
  let cart: Cart
  let lifecycle: LifecycleHub
  let monitor = HandoffMonitor()
  let history = RandomNumberHistory()

  private(set) var size: TerminalSize
  private(set) var focus = PanelID.numbers
  /// What ``currentLayout`` was last computed for, and its result.
  private var layoutCache: (key: LayoutKey, layout: ScreenLayout?)?
  private(set) var isHelpVisible = false
  private(set) var footerMessage: String?
  private(set) var hasQuit = false
  private(set) var extraPanel: ExtraObserverPanel?
  private(set) var panels: [PanelID: any Panel] = [:]

  /// Called when something visible changed; the session schedules a frame.
  var onNeedsDisplay: @MainActor () -> Void = {}
  /// Called when the whole screen must be repainted (Ctrl-L).
  var onInvalidate: @MainActor () -> Void = {}
  /// Called once when the user asks to quit.
  var onQuit: @MainActor () -> Void = {}
  /// Called with each footer message, so a session can clear it after a while.
  var onFooterMessage: @MainActor (String) -> Void = { _ in }
  /// Redraw requests that the session folded into an already scheduled frame (for the monitor).
  var coalescedRedraws: @MainActor () -> Int = { 0 }

  private var generator: SeededGenerator
  private let startedAt = ContinuousClock.now
  private var willChange: AnyCancellable?
  private var started = false
  /// The last frame's composition; `nil` when the next must start from scratch.
  private var composed: ComposedScreen?

  /// Creates the app with its models and panels; nothing runs until ``start()``.
  ///
  /// - Parameter thread: the number thread to observe; by default one built from
  ///   `configuration`. Tests pass a paused one so that numbers arrive only when asked for.
  init(
    configuration: DashboardConfiguration, size: TerminalSize,
    thread: RandomNumberThread? = nil
  ) {
    self.configuration = configuration
    self.size = size
    self.thread =
      thread ?? RandomNumberThread(interval: configuration.interval, seed: configuration.seed)
    cart = Cart()
    lifecycle = LifecycleHub()
    generator = SeededGenerator(
      seed: configuration.seed.map { $0 &+ 1 } ?? .random(in: .min ... .max))
    func redraw(_ id: PanelID) -> @MainActor () -> Void {
      { [weak self] in self?.panelChanged(id) }
    }
    panels[.numbers] = RandomNumbersPanel(thread: self.thread, history: history)
    panels[.cart] = CartPanel(cart: cart, onChange: redraw(.cart))
    panels[.lifecycle] = LifecyclePanel(hub: lifecycle, onChange: redraw(.lifecycle))
    panels[.handoff] = HandoffPanel(monitor: monitor, onChange: redraw(.handoff))
  }

  /// Subscribes to the number thread, starts it and announces the launch.
  func start() {
    guard !started else { return }
    started = true
    thread.addObserver(history)
    willChange = thread.objectWillChange.sink { [weak self] in
      MainActor.assumeIsolated { self?.numbersChanged() }
    }
    lifecycle.send(.didFinishLaunching)
    lifecycle.send(.didBecomeActive)
    thread.start()
    tick()
    setNeedsDisplay()
  }

  /// The thread's coalesced main-actor hop: measure it and redraw.
  private func numbersChanged() {
    // The hop has arrived now; reading the sample (under the thread's lock) is not part of it.
    let arrived = ContinuousClock.now
    monitor.recordHop(latency: thread.latest.map { arrived - $0.producedAt })
    // The numbers panels are composed on every frame (``ComposedScreen/livePanels``).
    requestFrame()
  }

  /// Recomputes the once-a-second figures of the hand-off monitor.
  func tick(now: ContinuousClock.Instant = .now) {
    var counts: [HandoffSnapshot.ObserverCount] = [
      .init(name: "number thread", count: thread.observerCount),
      .init(name: "cart", count: cart.state.observerCount),
      .init(name: "lifecycle", count: lifecycle.listenerCount),
    ]
    if extraPanel != nil { counts[0].name = "number thread (+o)" }
    monitor.tick(
      now: now, produced: thread.generatedCount, coalesced: thread.changeStatistics.coalesced,
      coalescedRedraws: coalescedRedraws(), observerCounts: counts)
  }

  /// Marks the whole screen dirty: the next frame is composed from scratch.
  func setNeedsDisplay() {
    composed = nil
    requestFrame()
  }

  /// Marks one panel dirty.
  private func panelChanged(_ id: PanelID) {
    composed?.markStale(id)
    requestFrame()
  }

  private func requestFrame() {
    guard !hasQuit else { return }
    onNeedsDisplay()
  }

  /// A frame was drawn (for the monitor's frame rate), taking `duration` when measured.
  func frameDrawn(duration: Duration? = nil) {
    monitor.recordFrame(duration: duration)
  }

  // MARK: Input

  /// Handles one key press.
  func handle(_ key: Key) {
    guard let action = KeyBindings.action(for: key) else {
      showMessage("\(key) does nothing here. Press ? for help")
      return
    }
    perform(action)
  }

  /// Carries out one action.
  func perform(_ action: DashboardAction) {
    switch action {
    case .quit:
      quit()
      return
    case .toggleHelp: isHelpVisible.toggle()
    case .closeOverlay:
      if isHelpVisible { isHelpVisible = false } else { footerMessage = nil }
    case .togglePause:
      let paused = thread.togglePause()
      showMessage(paused ? "numbers paused" : "numbers resumed")
    case .faster, .slower:
      let interval = KeyBindings.step(from: thread.interval, faster: action == .faster)
      thread.interval = interval
      showMessage("a number every \(DurationArgument.format(interval))")
    case .generateNow: thread.generateNow()
    case .addProduct(let index):
      let products = cart.catalog.products
      guard products.indices.contains(index) else {
        showMessage("no product \(index + 1) in the catalog")
        break
      }
      cart.add(products[index])
    case .addRandomProduct:
      cart.addRandomProduct(using: &generator)
    case .removeLast:
      if let removed = cart.removeLast() {
        showMessage("removed \(removed.name)")
      } else {
        showMessage("the cart is empty: nothing to remove")
      }
    case .clearCart:
      let removed = cart.clear()
      showMessage(removed == 0 ? "the cart is already empty" : "removed \(removed) items")
    case .toggleExtraObserver: toggleExtraObserver()
    case .focusNext: moveFocus(by: 1)
    case .focusPrevious: moveFocus(by: -1)
    case .redraw: onInvalidate()
    case .focusGained: lifecycle.send(.focusGained)
    case .focusLost: lifecycle.send(.focusLost)
    }
    setNeedsDisplay()
  }

  private func toggleExtraObserver() {
    if let extraPanel {
      thread.removeObserver(extraPanel.observer)
      self.extraPanel = nil
      panels[.extra] = nil
      if focus == .extra { focus = .numbers }
      showMessage("extra observer detached")
    } else {
      let panel = ExtraObserverPanel()
      thread.addObserver(panel.observer)
      extraPanel = panel
      panels[.extra] = panel
      showMessage("extra observer attached")
    }
    tick()
  }

  /// The panels that can be shown, in focus order.
  var visiblePanels: [PanelID] {
    PanelID.allCases.filter { panels[$0] != nil }
  }

  private func moveFocus(by step: Int) {
    let order = visiblePanels
    let index = order.firstIndex(of: focus) ?? 0
    focus = order[(index + step + order.count) % order.count]
  }

  private func showMessage(_ text: String) {
    footerMessage = text
    onFooterMessage(text)
    setNeedsDisplay()  // also for keys that do nothing, which show only this message
  }

  /// Clears the footer message if it is still `text`.
  func clearMessage(ifStill text: String) {
    guard footerMessage == text else { return }
    footerMessage = nil
    setNeedsDisplay()
  }

  // MARK: Terminal events

  /// The terminal changed size.
  func resize(to newSize: TerminalSize) {
    guard newSize != size else { return }
    size = newSize
    lifecycle.send(.resized(columns: newSize.columns, rows: newSize.rows))
    setNeedsDisplay()
  }

  /// The process is about to stop (Ctrl-Z).
  func willSuspend() {
    lifecycle.send(.willResignActive)
    lifecycle.send(.didEnterBackground)
  }

  /// The process continued (`fg`).
  func didResume() {
    lifecycle.send(.willEnterForeground)
    lifecycle.send(.didBecomeActive)
    onInvalidate()
    setNeedsDisplay()
  }

  /// Ends the app: announces termination, stops the thread. Idempotent.
  func quit() {
    guard !hasQuit else { return }
    lifecycle.send(.willResignActive)
    lifecycle.send(.willTerminate)
    hasQuit = true
    willChange?.cancel()
    thread.stop()
    onQuit()
  }

  /// The run's totals so far (see ``RunStatistics``).
  var statistics: RunStatistics {
    let totals = monitor.totals
    let elapsed = ContinuousClock.now - startedAt
    return RunStatistics(
      seconds: Double(elapsed.components.seconds)
        + Double(elapsed.components.attoseconds) / 1e18,
      events: thread.generatedCount, hops: totals.hops, frames: totals.frames,
      latencyP50: totals.latencyP50, latencyP99: totals.latencyP99,
      latencySamples: totals.samples, frameP50: totals.frameP50, frameP99: totals.frameP99)
  }

  // MARK: Rendering

  /// Draws the whole screen for the current state.
  ///
  /// Only what may have changed since the previous call is composed again (see
  /// ``ComposedScreen``); the result is always the same as ``renderFromScratch(context:)``.
  func render(context: RenderContext) -> CellBuffer {
    fold(compose(context: context), context: context)
  }

  /// Draws the whole screen for the current state, composing every part.
  func renderFromScratch(context: RenderContext) -> CellBuffer {
    fold(renderUnfolded(context: context), context: context)
  }

  private func fold(_ buffer: CellBuffer, context: RenderContext) -> CellBuffer {
    // Panels show model text and units such as "…" and "µs"; ASCII output must not carry them.
    context.glyphs.isASCII ? buffer.foldedToASCII() : buffer
  }

  /// The layout for the current size, panels and focus; recomputed only when one of them
  /// changed (splitting the screen on every frame was a fifth of composing one).
  private var currentLayout: ScreenLayout? {
    let key = LayoutKey(size: size, visible: visiblePanels, focus: focus)
    if let cached = layoutCache, cached.key == key { return cached.layout }
    let layout = ScreenLayout(size: size, visible: key.visible, focus: focus)
    layoutCache = (key, layout)
    return layout
  }

  private func compose(context: RenderContext) -> CellBuffer {
    let layout = currentLayout
    guard let layout, !isHelpVisible, var screen = composed, screen.layout == layout,
      screen.context == context
    else {
      let buffer = renderUnfolded(context: context)
      composed = nil
      if let layout, !isHelpVisible {
        var screen = ComposedScreen(
          buffer: buffer, layout: layout, context: context, headerStatus: headerStatus)
        for (id, _) in layout.panels { screen.composed(id, status: panels[id]?.status) }
        composed = screen
      }
      return buffer
    }
    composed = nil  // the buffer below is then the only copy besides the one on screen
    let status = headerStatus
    if status != screen.headerStatus {
      screen.buffer.clear(layout.header)
      renderHeader(into: &screen.buffer, area: layout.header, context: context)
      screen.headerStatus = status
    }
    for (id, frame) in layout.panels {
      guard let panel = panels[id] else { continue }
      switch screen.composing(id, status: panel.status) {
      case .nothing: continue
      case .content:
        let area = PanelWidget(title: panel.title).contentArea(for: frame)
        screen.buffer.clear(area)
        panel.renderContent(into: &screen.buffer, area: area, context: context)
      case .whole:
        renderPanel(id, into: &screen.buffer, frame: frame, context: context)
        screen.composed(id, status: panel.status)
      }
    }
    screen.markComposed()
    composed = screen
    return screen.buffer
  }

  private func renderUnfolded(context: RenderContext) -> CellBuffer {
    var buffer = CellBuffer(size: size)
    guard let layout = currentLayout else {
      TooSmallWidget(current: size, needed: ScreenLayout.minimumSize)
        .render(into: &buffer, area: buffer.bounds, context: context)
      return buffer
    }
    renderHeader(into: &buffer, area: layout.header, context: context)
    for (id, frame) in layout.panels {
      renderPanel(id, into: &buffer, frame: frame, context: context)
    }
    KeyHintFooterWidget(hints: KeyBindings.footer, message: footerMessage)
      .render(into: &buffer, area: layout.footer, context: context)
    if isHelpVisible {
      HelpOverlayWidget(title: "Keys", bindings: KeyBindings.help)
        .render(into: &buffer, area: buffer.bounds, context: context)
    }
    return buffer
  }

  private func renderPanel(
    _ id: PanelID, into buffer: inout CellBuffer, frame: Rect, context: RenderContext
  ) {
    guard let panel = panels[id] else { return }
    let chrome = PanelWidget(
      title: panel.title, trailingTitle: panel.status, isFocused: id == focus)
    chrome.render(into: &buffer, area: frame, context: context)
    panel.renderContent(into: &buffer, area: chrome.contentArea(for: frame), context: context)
  }

  /// The header's right-hand text.
  private var headerStatus: HeaderStatus {
    HeaderStatus(numbersPaused: thread.isPaused, itemsInCart: cart.state.value.itemCount)
  }

  private func renderHeader(into buffer: inout CellBuffer, area: Rect, context: RenderContext) {
    let right = headerStatus.text
    buffer.fill(area, with: Cell(" ", style: Style(.highlight)))
    _ = buffer.write(
      " ObserverModel dashboard", x: area.x, y: area.y, style: Style(.highlight).bold,
      maxWidth: area.width)
    let x = area.maxX - right.count
    if x > area.x + 26 {
      _ = buffer.write(right, x: x, y: area.y, style: Style(.highlight), maxWidth: right.count)
    }
  }
}
