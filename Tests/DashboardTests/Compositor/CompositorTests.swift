import Glance
import ObserverModel
import TestSupport
import Testing

@testable import Dashboard
@testable import Glance
@testable import GlanceCore

/// The compositor draws again only the panels whose part of the state changed, and its
/// incremental frames always equal frames composed from scratch.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct CompositorTests {
  @Test func aCartKeyRecomposesOnlyTheCartPanel() async {
    let harness = AppHarness()
    await harness.settleLifecycle()
    await harness.feedNumbers(10)
    _ = harness.screen()
    await harness.press(.character("1"))
    #expect(harness.screen().contains("1 in cart"))
    #expect(harness.lastComposed == ["cart"])
  }

  @Test func aNewNumberRecomposesOnlyTheNumbersPanel() async {
    let harness = AppHarness()
    await harness.settleLifecycle()
    _ = harness.screen()
    await harness.feedNumbers(3)
    #expect(harness.screen().contains("count 3"))
    #expect(harness.lastComposed == ["numbers"])
  }

  @Test func aLifecycleEventRecomposesOnlyTheLifecyclePanel() async {
    let harness = AppHarness()
    await harness.settleLifecycle()
    _ = harness.screen()
    harness.demo.lifecycleEvents.receive(.focusLost, from: .live)
    harness.demo.showLifecycle()
    #expect(harness.screen().contains("now: focusLost"))
    #expect(harness.lastComposed == ["lifecycle"])
  }

  @Test func aTickRecomposesOnlyTheHandoffPanel() async {
    let harness = AppHarness()
    await harness.settleLifecycle()
    harness.board.handoff.state = HandoffState()
    _ = harness.screen()
    let monitor = LatencyHistogram()
    monitor.record(.microseconds(7))
    harness.board.handoff.advance(
      to: HandoffSample(instant: .now, writeToFrame: monitor.distribution))
    #expect(harness.screen().contains("µs /"))
    #expect(harness.lastComposed == ["handoff"])
  }

  @Test func aTickThatRepeatsTheObserverCountRedrawsOnlyTheHandoffPanel() async {
    let harness = AppHarness()
    await harness.settleLifecycle()
    harness.board.handoff.state = HandoffState()
    var sample = HandoffSample(instant: .now)
    sample.observerCounts = [HandoffSample.ObserverCount(name: "numbers", count: 3)]
    harness.board.handoff.advance(to: sample)
    #expect(harness.screen().contains("numbers           3"))
    sample.instant = .now
    harness.board.handoff.advance(to: sample)
    _ = harness.screen()
    #expect(harness.lastComposed == ["handoff"])
  }

  @Test func focusRedrawsOnlyTheTwoPanelsWhoseBorderChanged() async {
    let harness = AppHarness()
    await harness.settleLifecycle()
    _ = harness.screen()
    await harness.press(.tab)
    _ = harness.screen()
    #expect(harness.lastComposed == ["numbers", "cart"])
    #expect(harness.compositionCounts.whole == 1)
  }

  @Test func helpIsALayerThatRedrawsNoPanel() async {
    let harness = AppHarness()
    await harness.settleLifecycle()
    _ = harness.screen()
    await harness.press(.character("?"))
    #expect(harness.screen().contains("toggle this help"))
    #expect(harness.lastComposed.isEmpty)
    await harness.feedNumbers(2)
    #expect(harness.screen().contains("count 2"))
    #expect(harness.lastComposed == ["numbers"])
    await harness.press(.escape)
    #expect(!harness.screen().contains("toggle this help"))
    #expect(harness.lastComposed.isEmpty)
    #expect(harness.compositionCounts.whole == 1)
    #expect(harness.compositionCounts.overlay == 2)
  }

  @Test func aNewSizeStartsAfresh() async {
    let harness = AppHarness()
    await harness.settleLifecycle()
    _ = harness.screen()
    harness.board.resize(to: TerminalSize(columns: 120, rows: 40))
    _ = harness.screen()
    #expect(harness.lastComposed == ["numbers", "cart", "lifecycle", "handoff"])
    #expect(harness.compositionCounts.whole == 2)
  }

  /// Random sequences of everything that changes the screen, on small, full and odd sizes:
  /// after every event the incremental frame must equal a frame composed from scratch (the
  /// harness checks each ``AppHarness/screen(_:)``). 150 events a seed, or 40 under a sanitizer,
  /// where each step's two compositions (up to 200x60) and three main-queue turns cost 5-15
  /// times as much: the four seeds passed their 60 s limit under ThreadSanitizer on a slow
  /// machine. The compositor's logic is the same in every build; the full count runs in the
  /// plain debug builds of both runtimes.
  @Test(arguments: [1, 2, 3, 4] as [UInt64])
  func incrementalFramesEqualFreshOnesWhateverTheOrder(seed: UInt64) async {
    let harness = AppHarness()
    await harness.settleLifecycle()
    var generator = SeededGenerator(seed: seed)
    let keys: [Key] = [
      .character("?"), .escape, .tab, .backTab, .character("1"), .character("5"),
      .character("d"), .character("c"), .character("o"), .character(" "), .character("x"),
    ]
    let sizes = [(80, 24), (100, 30), (45, 14), (30, 8), (200, 60), (79, 24)]
    for step in 0..<(runsUnderSanitizer ? 40 : 150) {
      switch Int.random(in: 0..<10, using: &generator) {
      case 0:
        let (columns, rows) = sizes.randomElement(using: &generator)!
        harness.board.resize(to: TerminalSize(columns: columns, rows: rows))
      case 1, 2: await harness.feedNumbers(1, seed: UInt64(step))
      default: await harness.press(keys.randomElement(using: &generator)!)
      }
      _ = harness.screen()
    }
  }

  @Test func theExtraObserverPanelFollowsItsSnapshots() async {
    let harness = AppHarness()
    await harness.settleLifecycle()
    await harness.press(.character("o"))
    _ = harness.screen()
    harness.demo.extraPanel.show(
      ExtraObserverPanel(model: .init(count: 1, latest: 1234)))
    #expect(harness.screen().contains("last  1234"))
    #expect(harness.lastComposed == ["extra"])
  }
}
