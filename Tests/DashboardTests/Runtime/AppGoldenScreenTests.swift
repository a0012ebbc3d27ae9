import Glance
import ObserverModel
import TestSupport
import Testing

@testable import Glance
@testable import GlanceCore

/// The real runtime's whole screen, compared with `Golden/app-*.txt` (re-record with
/// `RECORD_GOLDEN=1`). The state is fixed: a seeded, paused thread, forty fed numbers, products
/// 1, 1 and 3 in the cart, the launch events, and one fixed hand-off sample.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct AppGoldenScreenTests {
  nonisolated static let sizes = [
    TerminalSize(columns: 80, rows: 24), TerminalSize(columns: 120, rows: 40),
    TerminalSize(columns: 40, rows: 12), TerminalSize(columns: 30, rows: 8),
  ]

  nonisolated static let variants: [(name: String, context: RenderContext)] = [
    ("utf8-color", RenderContext(ascii: false, color: true)),
    ("ascii-mono", RenderContext(ascii: true, color: false)),
  ]

  /// A started app in the fixed golden state, with `keys` pressed after it.
  private func goldenApp(size: TerminalSize, keys: [Key] = []) async -> AppHarness {
    let harness = AppHarness(size: size)
    await harness.feedNumbers(40)
    await harness.settleLifecycle()
    // The fixed figures replace whatever the start's own sample showed.
    harness.board.handoff.state = HandoffState()
    let start = ContinuousClock.now
    harness.board.handoff.advance(to: HandoffSample(instant: start))
    harness.board.handoff.advance(to: Self.sample(at: start + .seconds(1)))
    for key in [Key.character("1"), .character("1"), .character("3")] + keys {
      await harness.press(key)
    }
    return harness
  }

  /// A fixed second of hand-off figures.
  private static func sample(at instant: ContinuousClock.Instant) -> HandoffSample {
    let monitor = LatencyHistogram()
    for _ in 0..<38 { monitor.record(.microseconds(12)) }
    monitor.record(.microseconds(250))
    return HandoffSample(
      instant: instant, produced: 40, handoff: HandoffStatistics(latencies: monitor.distribution),
      writeToFrame: monitor.distribution, notifyCoalesced: 2,
      frames: 30, coalescedRedraws: 8,
      observerCounts: [
        .init(name: "number thread", count: 1), .init(name: "cart", count: 1),
        .init(name: "lifecycle", count: 3),
      ])
  }

  @Test(arguments: sizes)
  func fullScreen(size: TerminalSize) async {
    let harness = await goldenApp(size: size)
    defer { harness.finish() }
    for variant in Self.variants {
      assertGolden(harness.screen(variant.context), named: "app-\(size)-\(variant.name)")
    }
  }

  @Test func fullScreenWithHelpOverlay() async {
    let harness = await goldenApp(size: TerminalSize(columns: 80, rows: 24), keys: [.function(1)])
    defer { harness.finish() }
    for variant in Self.variants {
      assertGolden(harness.screen(variant.context), named: "app-80x24-\(variant.name)-help")
    }
  }

  @Test func fullScreenWithExtraObserver() async {
    let harness = await goldenApp(size: TerminalSize(columns: 80, rows: 24), keys: [.escape])
    await harness.press(.character("o"))
    defer { harness.finish() }
    for variant in Self.variants {
      assertGolden(harness.screen(variant.context), named: "app-80x24-\(variant.name)-extra")
    }
  }

  /// Colour shows only in styles, so the colour screen's role and attribute maps are golden too.
  @Test func styleMaps() async {
    let harness = await goldenApp(size: TerminalSize(columns: 80, rows: 24))
    defer { harness.finish() }
    let screen = harness.renderFromScratch()
    let maps =
      ["# roles"] + screen.roleMapLines()
      + ["# attributes (hex: bold 1, dim 2, reverse 4, underline 8)"] + screen.attributeMapLines()
    assertGolden(maps.joined(separator: "\n"), named: "app-80x24-styles")
  }

  @Test(arguments: sizes)
  func screenFitsItsSizeExactly(size: TerminalSize) async {
    let harness = await goldenApp(size: size)
    defer { harness.finish() }
    let lines = harness.renderFromScratch().lines()
    #expect(lines.count == size.rows)
    #expect(lines.allSatisfy { $0.count <= size.columns })
  }
}
