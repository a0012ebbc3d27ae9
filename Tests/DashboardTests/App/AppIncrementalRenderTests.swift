import ObserverModel
import Testing

@testable import Dashboard

/// Frames compose again only what changed: each model's notification must mark its part of the
/// screen, or the frame would keep showing the old figures. Each test changes one model the way
/// the running app does (not through a key, which recomposes everything) and compares the frame
/// with one composed from scratch.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct AppIncrementalRenderTests {
  private func expectFrameMatchesFromScratch(_ harness: AppHarness) {
    let frame = harness.app.render(context: .standard)
    let fresh = harness.app.renderFromScratch(context: .standard)
    let same = frame == fresh  // compared outside #expect, which would print every cell
    #expect(same, "incremental frame:\n\(frame.text)\nfrom scratch:\n\(fresh.text)")
  }

  @Test func aCartChangeRecomposesTheCartPanelAndTheHeader() {
    let harness = AppHarness()
    defer { harness.finish() }
    _ = harness.app.render(context: .standard)
    harness.app.cart.add(harness.app.cart.catalog.products[0])
    expectFrameMatchesFromScratch(harness)
    #expect(harness.app.render(context: .standard).text.contains("1 in cart"))
  }

  @Test func aLifecycleEventRecomposesTheLifecyclePanel() {
    let harness = AppHarness()
    defer { harness.finish() }
    _ = harness.app.render(context: .standard)
    harness.app.lifecycle.send(.focusLost)
    expectFrameMatchesFromScratch(harness)
    #expect(harness.app.render(context: .standard).text.contains("now: focusLost"))
  }

  @Test func aHandoffSnapshotRecomposesTheHandoffPanel() async {
    let harness = AppHarness()
    defer { harness.finish() }
    _ = harness.app.render(context: .standard)
    harness.app.monitor.recordHop(latency: .microseconds(7))
    harness.app.tick()
    await harness.settleHandoff()
    expectFrameMatchesFromScratch(harness)
    #expect(harness.app.render(context: .standard).text.contains("7.0µs"))
  }

  @Test func numbersFromTheThreadShowWithoutAnyNotification() {
    let harness = AppHarness()
    defer { harness.finish() }
    _ = harness.app.render(context: .standard)
    harness.feedNumbers(3)
    expectFrameMatchesFromScratch(harness)
    #expect(harness.app.render(context: .standard).text.contains("count 3"))
  }

  @Test func theExtraObserverPanelIsLiveToo() async {
    let harness = AppHarness()
    defer { harness.finish() }
    harness.press(.character("o"))
    _ = harness.app.render(context: .standard)
    let extra = harness.app.extraPanel!
    extra.observer.onRandomNumber(1234)
    expectFrameMatchesFromScratch(harness)
    #expect(harness.app.render(context: .standard).text.contains("last  1234"))
  }

  @Test func aPauseOutsideTheKeysStillReachesTheNumbersBorder() {
    let harness = AppHarness()
    defer { harness.finish() }
    harness.app.thread.resume()
    _ = harness.app.render(context: .standard)
    harness.app.thread.pause()
    expectFrameMatchesFromScratch(harness)
    let screen = harness.app.render(context: .standard).text
    #expect(screen.contains("━ paused ━┓"))
    #expect(screen.contains("numbers paused · 0 in cart"))
  }

  @Test func anotherContextOrSizeStartsAfresh() {
    let harness = AppHarness()
    defer { harness.finish() }
    _ = harness.app.render(context: .standard)
    let ascii = RenderContext(glyphs: .ascii, colorEnabled: false)
    #expect(harness.app.render(context: ascii) == harness.app.renderFromScratch(context: ascii))
    harness.app.resize(to: TerminalSize(columns: 120, rows: 40))
    expectFrameMatchesFromScratch(harness)
  }
}

/// The bookkeeping of what must be composed again.
@Suite struct ComposedScreenTests {
  private func screen() -> ComposedScreen {
    let size = TerminalSize(columns: 80, rows: 24)
    let layout = ScreenLayout(size: size, visible: [.numbers, .cart], focus: .numbers)!
    return ComposedScreen(
      buffer: CellBuffer(size: size), layout: layout, context: .standard,
      headerStatus: HeaderStatus(numbersPaused: false, itemsInCart: 0))
  }

  @Test func onlyLivePanelsNeedComposingUntilMarked() {
    var composed = screen()
    composed.composed(.numbers, status: "running")
    composed.composed(.cart, status: "0 items")
    #expect(composed.composing(.numbers, status: "running") == .content)
    #expect(composed.composing(.cart, status: "0 items") == .nothing)
    composed.markStale(.cart)
    #expect(composed.composing(.cart, status: "0 items") == .whole)
    #expect(composed.composing(.lifecycle, status: nil) == .nothing)
    composed.markComposed()
    #expect(composed.composing(.cart, status: "0 items") == .nothing)
  }

  @Test func aLivePanelWithANewStatusIsComposedWhole() {
    var composed = screen()
    #expect(composed.composing(.extra, status: "attached") == .whole)
    composed.composed(.numbers, status: "running")
    #expect(composed.composing(.numbers, status: "paused") == .whole)
    composed.composed(.numbers, status: "paused")
    #expect(composed.composing(.numbers, status: "paused") == .content)
  }
}
