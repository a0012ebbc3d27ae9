import Testing

@testable import Dashboard

/// Help, focus, redraw and unbound keys on the real app.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct AppNavigationKeyTests {
  @Test(arguments: [Key.character("?"), .character("h"), .function(1)])
  func helpKeysToggleTheOverlay(key: Key) {
    let harness = AppHarness(start: false)
    harness.press(key)
    #expect(harness.app.isHelpVisible)
    #expect(harness.screen().contains("toggle this help (Esc closes)"))
    harness.press(key)
    #expect(!harness.app.isHelpVisible)
    #expect(!harness.screen().contains("toggle this help"))
  }

  @Test func escapeClosesHelpThenTheFooterMessage() {
    let harness = AppHarness(start: false)
    harness.press(.character("d"), .character("?"), .escape)
    #expect(!harness.app.isHelpVisible)
    #expect(harness.app.footerMessage != nil)
    harness.press(.escape)
    #expect(harness.app.footerMessage == nil)
  }

  @Test func tabMovesFocusThroughTheCompactLayout() {
    let harness = AppHarness(size: TerminalSize(columns: 40, rows: 12), start: false)
    #expect(harness.screen().contains("Random numbers"))
    harness.press(.tab)
    #expect(harness.app.focus == .cart)
    var screen = harness.screen()
    #expect(screen.contains("Cart"))
    #expect(!screen.contains("Random numbers"))
    harness.press(.tab, .tab)
    #expect(harness.app.focus == .handoff)
    #expect(harness.screen().contains("Hand-off"))
    harness.press(.tab)
    #expect(harness.app.focus == .numbers)
    harness.press(.backTab)
    #expect(harness.app.focus == .handoff)
    harness.press(.backTab)
    #expect(harness.app.focus == .lifecycle)
    screen = harness.screen()
    #expect(screen.contains("Lifecycle"))
    #expect(!screen.contains("Hand-off"))
  }

  @Test func controlLAsksForAFullRepaint() {
    let harness = AppHarness(start: false)
    harness.press(.control("l"))
    #expect(harness.invalidations == 1)
    #expect(harness.app.footerMessage == nil)
  }

  @Test(arguments: [Key.character("x"), .up, .enter, .control("z"), .unknown(999)])
  func unboundKeysOnlyShowAHint(key: Key) {
    let harness = AppHarness(start: false)
    harness.press(.character("1"))
    let before = harness.app.render(context: .standard).lines()
    let cart = harness.app.cart.contents
    let interval = harness.app.thread.interval
    harness.press(key)
    let after = harness.app.render(context: .standard).lines()
    #expect(harness.app.footerMessage == "\(key) does nothing here. Press ? for help")
    #expect(after.last?.contains("\(key) does nothing here") == true)
    #expect(Array(after.dropLast()) == Array(before.dropLast()))
    #expect(harness.app.cart.contents == cart)
    #expect(harness.app.thread.interval == interval)
    #expect(harness.app.focus == .numbers)
    #expect(!harness.app.isHelpVisible)
    #expect(harness.invalidations == 0)
    #expect(harness.quits == 0)
  }
}
