import ObserverModel
import Testing

@testable import Dashboard
@testable import GlanceCore
@testable import GlanceTerminal

/// Launch, resize, suspend, resume, focus and quit on the real runtime: each reaches the
/// lifecycle hub, and its receivers bring it back to the lifecycle panel.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct AppLifecycleEventTests {
  @Test func startAnnouncesTheLaunch() async {
    let harness = AppHarness()
    defer { harness.finish() }
    #expect(harness.models.lifecycle.history == [.didFinishLaunching, .didBecomeActive])
    await harness.settleLifecycle()
    #expect(harness.screen().contains("now: didBecomeActive"))
  }

  @Test func resizingTooSmallAndBackRecovers() async {
    let harness = AppHarness()
    defer { harness.finish() }
    harness.runtime.send(.resized(TerminalSize(columns: 39, rows: 12)))
    var screen = harness.screen()
    #expect(screen.contains("Terminal too small"))
    #expect(screen.contains("Current size: 39x12"))
    #expect(!screen.contains("Random numbers"))
    harness.runtime.send(.resized(TerminalSize(columns: 80, rows: 24)))
    await harness.settleLifecycle()
    screen = harness.screen()
    #expect(!screen.contains("Terminal too small"))
    #expect(screen.contains("now: resized 80×24"))
  }

  @Test func resizingToTheSameSizeSendsNothing() {
    let harness = AppHarness()
    defer { harness.finish() }
    harness.runtime.send(.resized(TerminalSize(columns: 80, rows: 24)))
    #expect(harness.models.lifecycle.history == [.didFinishLaunching, .didBecomeActive])
  }

  @Test func suspendAndResumeAddLifecycleEventsAndRepaint() async {
    let harness = AppHarness()
    defer { harness.finish() }
    harness.runtime.send(.suspended)
    harness.runtime.send(.resumed)
    #expect(
      harness.models.lifecycle.history.suffix(4) == [
        .willResignActive, .didEnterBackground, .willEnterForeground, .didBecomeActive,
      ])
    await harness.settleLifecycle()
    #expect(harness.screen().contains("History (.cold) 6"))
    harness.runtime.drawFrame()
    #expect(harness.runtime.screen.backend.repaints >= 1)
  }

  @Test func focusReportsBecomeLifecycleEvents() async {
    let harness = AppHarness()
    defer { harness.finish() }
    harness.press(.focusOut, .focusIn)
    #expect(harness.models.lifecycle.history.suffix(2) == [.focusLost, .focusGained])
    await harness.settleLifecycle()
    #expect(harness.screen().contains("now: focusGained"))
  }

  @Test func quitTerminatesOnceAndStopsTheThread() {
    let harness = AppHarness()
    var quits = 0
    harness.runtime.onQuit = { quits += 1 }
    harness.press(.character("q"))
    #expect(harness.state.hasQuit)
    #expect(quits == 1)
    #expect(harness.models.lifecycle.history.suffix(2) == [.willResignActive, .willTerminate])
    #expect(harness.models.thread.waitUntilFinished(timeout: .seconds(10)))
    harness.press(.control("c"), .character("1"))
    #expect(quits == 1)
    #expect(harness.models.lifecycle.history.filter { $0 == .willTerminate }.count == 1)
    #expect(harness.models.cart.itemCount == 0)
  }
}
