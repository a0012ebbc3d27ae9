import Testing

@testable import Dashboard
@testable import GlanceCore
@testable import GlanceTerminal

/// Help, focus, repaint and unbound keys on the real runtime.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct AppNavigationKeyTests {
  @Test(arguments: [Key.character("?"), .character("h"), .function(1)])
  func helpKeysToggleTheOverlay(key: Key) {
    let harness = AppHarness(start: false)
    harness.press(key)
    #expect(harness.state.isHelpVisible)
    #expect(harness.screen().contains("toggle this help (Esc closes)"))
    harness.press(key)
    #expect(!harness.state.isHelpVisible)
    #expect(!harness.screen().contains("toggle this help"))
  }

  @Test func tabMovesFocusThroughTheCompactLayout() {
    let harness = AppHarness(size: TerminalSize(columns: 40, rows: 12), start: false)
    #expect(harness.screen().contains("Random numbers"))
    harness.press(.tab)
    #expect(harness.state.focus == .cart)
    let screen = harness.screen()
    #expect(screen.contains("Cart"))
    #expect(!screen.contains("Random numbers"))
    harness.press(.tab, .tab, .tab)
    #expect(harness.state.focus == .numbers)
    harness.press(.backTab, .backTab)
    #expect(harness.state.focus == .lifecycle)
    #expect(harness.screen().contains("Lifecycle"))
  }

  @Test func controlLRepaintsEveryCell() {
    let harness = AppHarness(start: false)
    let screen = harness.runtime.screen.backend
    harness.runtime.drawFrame()
    harness.runtime.drawFrame()
    #expect(screen.cellsWrittenLastFrame == 0)
    harness.press(.control("l"))
    harness.runtime.drawFrame()
    #expect(screen.cellsWrittenLastFrame == 80 * 24)
    #expect(harness.state.footerMessage == nil)
  }

  @Test(arguments: [Key.character("x"), .up, .enter, .control("z"), .unknown(999)])
  func unboundKeysOnlyShowAHint(key: Key) {
    let harness = AppHarness(start: false)
    harness.press(.character("1"))
    let before = harness.screen()
    let cart = harness.models.cart.contents
    let interval = harness.models.thread.interval
    harness.press(key)
    let after = harness.screen()
    #expect(harness.state.footerMessage == "\(key) does nothing here. Press ? for help")
    #expect(after.split(separator: "\n").last?.contains("\(key) does nothing here") == true)
    #expect(after.split(separator: "\n").dropLast() == before.split(separator: "\n").dropLast())
    #expect(harness.lastComposed.isEmpty)
    #expect(harness.models.cart.contents == cart)
    #expect(harness.models.thread.interval == interval)
    #expect(harness.state.focus == .numbers)
  }
}
