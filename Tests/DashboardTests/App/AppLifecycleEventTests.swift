import ObserverModel
import Testing

@testable import Dashboard

/// Terminal events on the real app: resize, suspend and resume, focus reports and quitting.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct AppLifecycleEventTests {
  @Test func startAnnouncesTheLaunch() {
    let harness = AppHarness()
    defer { harness.finish() }
    #expect(harness.app.lifecycle.history == [.didFinishLaunching, .didBecomeActive])
    #expect(harness.screen().contains("now: didBecomeActive"))
  }

  @Test func resizingTooSmallAndBackRecovers() {
    let harness = AppHarness(start: false)
    harness.app.resize(to: TerminalSize(columns: 39, rows: 12))
    var screen = harness.screen()
    #expect(screen.contains("Terminal too small"))
    #expect(screen.contains("Current size: 39x12"))
    #expect(!screen.contains("Random numbers"))
    harness.app.resize(to: TerminalSize(columns: 80, rows: 24))
    screen = harness.screen()
    #expect(!screen.contains("Terminal too small"))
    #expect(screen.contains("Random numbers"))
    #expect(
      harness.app.lifecycle.history == [
        .resized(columns: 39, rows: 12), .resized(columns: 80, rows: 24),
      ])
  }

  @Test func resizingToTheSameSizeSendsNothing() {
    let harness = AppHarness(start: false)
    harness.app.resize(to: TerminalSize(columns: 80, rows: 24))
    #expect(harness.app.lifecycle.history.isEmpty)
    #expect(harness.redraws.firings == 0)
  }

  @Test func suspendAndResumeAddLifecycleEventsAndRepaint() {
    let harness = AppHarness(start: false)
    harness.app.willSuspend()
    #expect(harness.app.lifecycle.history == [.willResignActive, .didEnterBackground])
    harness.app.didResume()
    #expect(
      harness.app.lifecycle.history == [
        .willResignActive, .didEnterBackground, .willEnterForeground, .didBecomeActive,
      ])
    #expect(harness.invalidations == 1)
    #expect(harness.screen().contains("History (.cold) 4"))
  }

  @Test func focusReportsBecomeLifecycleEvents() {
    let harness = AppHarness(start: false)
    harness.press(.focusOut, .focusIn)
    #expect(harness.app.lifecycle.history == [.focusLost, .focusGained])
    #expect(harness.screen().contains("now: focusGained"))
  }

  @Test func quitTerminatesOnceAndStopsTheThread() {
    let harness = AppHarness()
    harness.press(.character("q"))
    #expect(harness.app.hasQuit)
    #expect(harness.quits == 1)
    #expect(harness.app.lifecycle.history.suffix(2) == [.willResignActive, .willTerminate])
    #expect(harness.app.thread.waitUntilFinished(timeout: .seconds(10)))
    let firings = harness.redraws.firings
    harness.press(.control("c"), .character("1"))
    harness.app.quit()
    #expect(harness.quits == 1)
    #expect(harness.app.lifecycle.history.filter { $0 == .willTerminate }.count == 1)
    #expect(harness.redraws.firings == firings)
  }
}
