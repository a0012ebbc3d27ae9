import Glance
import Testing

@testable import Dashboard
@testable import GlanceCore
@testable import GlanceTerminal

/// The pure update: key sequences in, state and effects out, no terminal, no models.
@Suite struct DashboardUpdateTests {
  private func reduce(_ keys: [Key], from start: DashboardState? = nil)
    -> (state: DashboardState, effects: [DashboardEffect])
  {
    var configuration = DashboardConfiguration()
    configuration.seed = 42
    var state =
      start
      ?? DashboardState(
        configuration: configuration, size: TerminalSize(columns: 80, rows: 24), paused: true)
    var effects: [DashboardEffect] = []
    for key in keys { effects += DashboardUpdate.reduce(&state, .key(key)) }
    return (state, effects)
  }

  @Test func cartKeysChangeTheCartAndAskTheModel() {
    let (state, effects) = reduce([.character("1"), .character("1"), .character("3")])
    let products = state.cart.catalog.products
    #expect(state.cart.contents.itemCount == 3)
    #expect(state.cart.contents.total == products[0].price * 2 + products[2].price)
    #expect(effects == [.addToCart(products[0]), .addToCart(products[0]), .addToCart(products[2])])
  }

  @Test func removeAndClearSayWhatHappened() {
    var (state, effects) = reduce([.character("2"), .character("d"), .character("d")])
    #expect(state.footerMessage == "the cart is empty: nothing to remove")
    #expect(effects.filter { $0 == .removeLastFromCart }.count == 1)
    (state, effects) = reduce([.character("c")], from: state)
    #expect(state.footerMessage == "the cart is already empty")
    #expect(!effects.contains(.clearCart))
  }

  @Test func spaceAndSpeedKeysChangeTheThreadSettings() {
    let (state, effects) = reduce([.character(" "), .character("+"), .character("+")])
    #expect(!state.numbers.isPaused)
    #expect(state.numbers.interval == .milliseconds(200))
    #expect(state.footerMessage == "a number every 200ms")
    #expect(effects.contains(.setPaused(false)))
    #expect(effects.contains(.setInterval(.milliseconds(200))))
  }

  @Test func helpFocusAndEscapeChangeOnlyTheView() {
    var (state, effects) = reduce([.tab, .tab, .character("?")])
    #expect(state.focus == .lifecycle)
    #expect(state.isHelpVisible)
    #expect(effects.isEmpty)
    (state, effects) = reduce([.escape, .backTab], from: state)
    #expect(!state.isHelpVisible)
    #expect(state.focus == .cart)
  }

  @Test func theExtraObserverAddsAPanelToTheFocusOrder() {
    var (state, _) = reduce([.character("o")])
    #expect(state.visiblePanels == [.numbers, .cart, .lifecycle, .handoff, .extra])
    (state, _) = reduce([.backTab], from: state)
    #expect(state.focus == .extra)
    let (detached, effects) = reduce([.character("o")], from: state)
    #expect(detached.extra == nil)
    #expect(detached.focus == .numbers)
    #expect(effects.first == .detachExtraObserver)
  }

  @Test func quitAnnouncesTerminationAndNothingChangesAfter() {
    let (state, effects) = reduce([.character("q"), .character("1"), .tab])
    #expect(state.hasQuit)
    #expect(state.cart.contents.isEmpty)
    #expect(state.focus == .numbers)
    #expect(effects == [.announce(.willResignActive), .announce(.willTerminate), .quit])
  }

  @Test func resizeAnnouncesOnlyARealChange() {
    var (state, _) = reduce([])
    #expect(DashboardUpdate.reduce(&state, .resized(state.size)).isEmpty)
    let effects = DashboardUpdate.reduce(&state, .resized(TerminalSize(columns: 30, rows: 8)))
    #expect(state.size == TerminalSize(columns: 30, rows: 8))
    #expect(effects == [.announce(.resized(columns: 30, rows: 8))])
  }

  @Test func aMessageExpiresOnlyIfStillShown() {
    var (state, _) = reduce([.character("d"), .character("+")])
    _ = DashboardUpdate.reduce(&state, .messageExpired("the cart is empty: nothing to remove"))
    #expect(state.footerMessage == "a number every 500ms")
    _ = DashboardUpdate.reduce(&state, .messageExpired("a number every 500ms"))
    #expect(state.footerMessage == nil)
  }

  @Test func lifecycleDeliveriesFillTheThreeLists() {
    var (state, _) = reduce([])
    for event in [
      AppLifecycle.didFinishLaunching, .didBecomeActive, .focusLost, .focusGained,
      .willResignActive, .didEnterBackground,
    ] {
      for stream in [LifecycleDelivery.Stream.history, .recent, .live] {
        _ = DashboardUpdate.reduce(
          &state, .lifecycle(LifecycleDelivery(stream: stream, event: event)))
      }
    }
    #expect(state.lifecycle.history.count == 6)
    #expect(state.lifecycle.recent.count == 5)
    #expect(state.lifecycle.recent.first == .didBecomeActive)
    #expect(state.lifecycle.current == .didEnterBackground)
  }

  @Test func ticksGiveRatesOverTheElapsedTime() {
    var (state, _) = reduce([])
    let start = ContinuousClock.now
    _ = DashboardUpdate.reduce(&state, .tick(HandoffSample(instant: start)))
    var later = HandoffSample(instant: start + .seconds(2), produced: 40, frames: 6)
    later.observerCounts = [.init(name: "number thread", count: 3)]
    _ = DashboardUpdate.reduce(&state, .tick(later))
    #expect(state.handoff.eventsPerSecond == 20)
    #expect(state.handoff.framesPerSecond == 3)
    #expect(state.numbers.observerCount == 3)
  }
}
