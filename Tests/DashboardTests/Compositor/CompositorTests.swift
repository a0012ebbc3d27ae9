import ObserverModel
import Testing

@testable import Dashboard

/// The compositor draws again only the panels whose part of the state changed, and its
/// incremental frames always equal frames composed from scratch.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct CompositorTests {
  @Test func aCartKeyRecomposesOnlyTheCartPanel() {
    let harness = AppHarness(start: false)
    harness.feedNumbers(10)
    _ = harness.screen()
    harness.press(.character("1"))
    #expect(harness.screen().contains("1 in cart"))
    #expect(harness.lastComposed == [.cart])
  }

  @Test func aNewNumberRecomposesOnlyTheNumbersPanel() {
    let harness = AppHarness(start: false)
    _ = harness.screen()
    harness.feedNumbers(3)
    #expect(harness.screen().contains("count 3"))
    #expect(harness.lastComposed == [.numbers])
  }

  @Test func aLifecycleEventRecomposesOnlyTheLifecyclePanel() {
    let harness = AppHarness(start: false)
    _ = harness.screen()
    harness.runtime.send(.lifecycle(LifecycleDelivery(stream: .live, event: .focusLost)))
    #expect(harness.screen().contains("now: focusLost"))
    #expect(harness.lastComposed == [.lifecycle])
  }

  @Test func aTickRecomposesOnlyTheHandoffPanel() {
    let harness = AppHarness(start: false)
    _ = harness.screen()
    let monitor = HandoffMonitor()
    monitor.record(latency: .microseconds(7))
    harness.runtime.send(.tick(HandoffSample(instant: .now, handoff: monitor.statistics)))
    #expect(harness.screen().contains("µs /"))
    #expect(harness.lastComposed == [.handoff])
  }

  @Test func focusHelpAndSizeStartAfresh() {
    let harness = AppHarness(start: false)
    _ = harness.screen()
    harness.press(.tab)
    _ = harness.screen()
    #expect(harness.lastComposed == [.numbers, .cart, .lifecycle, .handoff])
    harness.runtime.send(.resized(TerminalSize(columns: 120, rows: 40)))
    _ = harness.screen(RenderContext(glyphs: .ascii, colorEnabled: false))
    #expect(harness.lastComposed.count == 4)
  }

  @Test func theExtraObserverPanelFollowsItsSnapshots() {
    let harness = AppHarness(start: false)
    harness.press(.character("o"))
    _ = harness.screen()
    harness.runtime.send(.extraHeard(ExtraObserver.Heard(count: 1, last: 1234)))
    #expect(harness.screen().contains("last  1234"))
    #expect(harness.lastComposed == [.extra])
  }
}
