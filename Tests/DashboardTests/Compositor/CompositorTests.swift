import Glance
import ObserverModel
import Testing

@testable import Dashboard
@testable import GlanceCore
@testable import GlanceTerminal

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

  @Test func aTickThatRepeatsTheObserverCountRedrawsOnlyTheHandoffPanel() {
    let harness = AppHarness(start: false)
    var sample = HandoffSample(instant: .now)
    sample.observerCounts = [HandoffSample.ObserverCount(name: "numbers", count: 3)]
    harness.runtime.send(.tick(sample))
    #expect(harness.screen().contains("observers 3"))
    sample.instant = .now
    harness.runtime.send(.tick(sample))
    _ = harness.screen()
    #expect(harness.lastComposed == [.handoff])
  }

  @Test func focusRedrawsOnlyTheTwoPanelsWhoseBorderChanged() {
    let harness = AppHarness(start: false)
    _ = harness.screen()
    harness.press(.tab)
    _ = harness.screen()
    #expect(harness.lastComposed == [.numbers, .cart])
    #expect(harness.compositionCounts.whole == 1)
  }

  @Test func helpIsALayerThatRedrawsNoPanel() {
    let harness = AppHarness(start: false)
    _ = harness.screen()
    harness.press(.character("?"))
    #expect(harness.screen().contains("toggle this help"))
    #expect(harness.lastComposed.isEmpty)
    harness.feedNumbers(2)
    #expect(harness.screen().contains("count 2"))
    #expect(harness.lastComposed == [.numbers])
    harness.press(.escape)
    #expect(!harness.screen().contains("toggle this help"))
    #expect(harness.lastComposed.isEmpty)
    #expect(harness.compositionCounts.whole == 1)
    #expect(harness.compositionCounts.overlay == 2)
  }

  @Test func aNewSizeStartsAfresh() {
    let harness = AppHarness(start: false)
    _ = harness.screen()
    harness.runtime.send(.resized(TerminalSize(columns: 120, rows: 40)))
    _ = harness.screen()
    #expect(harness.lastComposed == [.numbers, .cart, .lifecycle, .handoff])
    #expect(harness.compositionCounts.whole == 2)
  }

  /// Random sequences of everything that changes the screen, on small, full and odd sizes:
  /// after every event the incremental frame must equal a frame composed from scratch (the
  /// harness checks each ``AppHarness/screen(_:)``).
  @Test(arguments: [1, 2, 3, 4] as [UInt64])
  func incrementalFramesEqualFreshOnesWhateverTheOrder(seed: UInt64) {
    let harness = AppHarness(start: false)
    var generator = SeededGenerator(seed: seed)
    let keys: [Key] = [
      .character("?"), .escape, .tab, .backTab, .character("1"), .character("5"),
      .character("d"), .character("c"), .character("o"), .character(" "), .character("x"),
    ]
    let sizes = [(80, 24), (100, 30), (45, 14), (30, 8), (200, 60), (79, 24)]
    for step in 0..<150 {
      switch Int.random(in: 0..<10, using: &generator) {
      case 0:
        let (columns, rows) = sizes.randomElement(using: &generator)!
        harness.runtime.send(.resized(TerminalSize(columns: columns, rows: rows)))
      case 1, 2: harness.feedNumbers(1, seed: UInt64(step))
      default: harness.press(keys.randomElement(using: &generator)!)
      }
      _ = harness.screen()
    }
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
