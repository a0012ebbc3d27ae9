import Testing

@testable import Dashboard
@testable import Glance
@testable import GlanceCore

/// Help, focus, repaint and unbound keys on the real runtime.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct AppNavigationKeyTests {
  @Test(arguments: [Key.character("?"), .character("h"), .function(1)])
  func helpKeysToggleTheOverlay(key: Key) async {
    let harness = AppHarness()
    await harness.press(key)
    #expect(harness.isHelpVisible)
    #expect(harness.screen().contains("toggle this help"))
    await harness.press(key)
    #expect(!harness.isHelpVisible)
    #expect(!harness.screen().contains("toggle this help"))
  }

  @Test func tabMovesFocusThroughTheCompactLayout() async {
    let harness = AppHarness(size: TerminalSize(columns: 40, rows: 12))
    #expect(harness.screen().contains("Random numbers"))
    await harness.press(.tab)
    #expect(harness.focus == "cart")
    let screen = harness.screen()
    #expect(screen.contains("Cart"))
    #expect(!screen.contains("Random numbers"))
    await harness.press(.tab, .tab, .tab)
    #expect(harness.focus == "numbers")
    await harness.press(.backTab, .backTab)
    #expect(harness.focus == "lifecycle")
    #expect(harness.screen().contains("Lifecycle"))
  }

  @Test func controlLRepaintsEveryCell() async {
    let harness = AppHarness()
    let screen = harness.tester.screen
    await harness.settleLifecycle()
    await harness.press(.character("1"))
    await harness.tester.advance(by: .milliseconds(40))
    // A frame writes only the cells that changed…
    #expect(screen.cellsWrittenLastFrame > 0 && screen.cellsWrittenLastFrame < 80 * 24 / 2)
    let repaints = screen.repaints
    await harness.press(.control("l"))
    await harness.tester.advance(by: .milliseconds(40))
    // …and Ctrl-L rewrites every one.
    #expect(screen.cellsWrittenLastFrame == 80 * 24)
    #expect(screen.repaints == repaints + 1)
    #expect(harness.footerMessage == nil)
  }

  @Test(arguments: [Key.character("x"), .up, .enter, .control("z"), .unknown(999)])
  func unboundKeysOnlyShowAHint(key: Key) async {
    let harness = AppHarness()
    await harness.press(.character("1"))
    let before = harness.screen()
    let cart = harness.models.cart.state.value
    let interval = harness.models.thread.interval
    await harness.press(key)
    let after = harness.screen()
    #expect(harness.footerMessage == "\(key) does nothing here. Press ? for help")
    #expect(after.split(separator: "\n").last?.contains("\(key) does nothing here") == true)
    #expect(after.split(separator: "\n").dropLast() == before.split(separator: "\n").dropLast())
    #expect(harness.lastComposed.isEmpty)
    #expect(harness.models.cart.state.value == cart)
    #expect(harness.models.thread.interval == interval)
    #expect(harness.focus == "numbers")
  }
}
