import ObserverModel
import Testing

@testable import Dashboard
@testable import Glance
@testable import GlanceCore

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
    harness.board.resize(to: TerminalSize(columns: 39, rows: 12))
    var screen = harness.screen()
    #expect(screen.contains("Terminal too small"))
    #expect(screen.contains("Current size: 39x12"))
    #expect(!screen.contains("Random numbers"))
    harness.board.resize(to: TerminalSize(columns: 80, rows: 24))
    await harness.settleLifecycle()
    screen = harness.screen()
    #expect(!screen.contains("Terminal too small"))
    #expect(screen.contains("now: resized 80×24"))
  }

  @Test func resizingToTheSameSizeSendsNothing() async {
    let harness = AppHarness()
    defer { harness.finish() }
    harness.board.resize(to: TerminalSize(columns: 80, rows: 24))
    #expect(harness.models.lifecycle.history == [.didFinishLaunching, .didBecomeActive])
  }

  @Test func suspendAndResumeAddLifecycleEventsAndRepaint() async {
    let harness = AppHarness()
    defer { harness.finish() }
    harness.board.deliver(.suspended)
    harness.board.deliver(.resumed)
    harness.tester.resize(to: harness.board.size)
    #expect(
      harness.models.lifecycle.history.suffix(4) == [
        .willResignActive, .didEnterBackground, .willEnterForeground, .didBecomeActive,
      ])
    await harness.settleLifecycle()
    #expect(harness.screen().contains("History (.cold) 6"))
    await harness.tester.advance(by: .milliseconds(40))
    #expect(harness.tester.screen.repaints >= 1)
  }

  @Test func focusReportsBecomeLifecycleEvents() async {
    let harness = AppHarness()
    defer { harness.finish() }
    await harness.press(.focusOut, .focusIn)
    #expect(harness.models.lifecycle.history.suffix(2) == [.focusLost, .focusGained])
    await harness.settleLifecycle()
    #expect(harness.screen().contains("now: focusGained"))
  }

  @Test func quitTerminatesOnceAndStopsTheThread() async {
    let harness = AppHarness()
    var quits = 0
    harness.board.onTerminalEvent { if $0 == .quitting { quits += 1 } }
    await harness.press(.character("q"))
    #expect(harness.board.hasQuit)
    #expect(quits == 1)
    #expect(harness.models.lifecycle.history.suffix(2) == [.willResignActive, .willTerminate])
    await harness.press(.control("c"), .character("1"))
    #expect(quits == 1)
    #expect(harness.models.lifecycle.history.filter { $0 == .willTerminate }.count == 1)
    #expect(harness.models.cart.state.value.itemCount == 0)
  }
}
