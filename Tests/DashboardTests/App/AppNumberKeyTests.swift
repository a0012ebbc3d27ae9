import ObserverModel
import Testing

@testable import Dashboard

/// The number-thread keys on the real app: pause, interval, generate now, the extra observer.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct AppNumberKeyTests {
  @Test func spaceTogglesPauseOnTheThreadAndOnScreen() {
    let harness = AppHarness()
    defer { harness.finish() }
    #expect(harness.app.thread.isPaused)
    harness.press(.character(" "))
    #expect(!harness.app.thread.isPaused)
    #expect(harness.screen().contains("numbers running"))
    #expect(harness.app.footerMessage == "numbers resumed")
    harness.press(.character(" "))
    #expect(harness.app.thread.isPaused)
    let screen = harness.screen()
    #expect(screen.contains("numbers paused"))
    #expect(screen.contains("every 1s  paused"))
    #expect(harness.app.footerMessage == "numbers paused")
  }

  @Test func plusAndMinusStepTheIntervalWithinBounds() {
    let harness = AppHarness(start: false)
    harness.press(.character("+"))
    #expect(harness.app.thread.interval == .milliseconds(500))
    #expect(harness.screen().contains("every 500ms"))
    harness.press(.character("-"), .character("-"))
    #expect(harness.app.thread.interval == .seconds(2))
    for _ in 0..<40 { harness.press(.character("+")) }
    #expect(harness.app.thread.interval == .microseconds(100))
    #expect(harness.app.footerMessage == "a number every 100µs")
    for _ in 0..<40 { harness.press(.character("-")) }
    #expect(harness.app.thread.interval == .seconds(60))
    #expect(harness.screen().contains("every 1m"))
  }

  @Test func generateNowDeliversOneNumberToThePausedThreadsPanel() async {
    let harness = AppHarness()
    defer { harness.finish() }
    let history = harness.app.history
    harness.press(.character("n"))
    await harness.redraws.wait { history.summary.count == 1 }
    #expect(harness.app.thread.generatedCount == 1)
    #expect(harness.app.thread.isPaused)
    #expect(history.summary.latest == harness.app.thread.latest?.value)
    #expect(harness.screen().contains("count 1  every 1s  paused"))
  }

  @Test func extraObserverAttachesAndDetaches() async {
    let harness = AppHarness()
    defer { harness.finish() }
    let thread = harness.app.thread
    let before = thread.observerCount
    harness.press(.character("o"))
    #expect(thread.observerCount == before + 1)
    #expect(harness.app.visiblePanels.contains(.extra))
    await harness.settleHandoff()
    var screen = harness.screen()
    #expect(screen.contains("Extra observer"))
    #expect(screen.contains("observers \(before + 1)"))
    #expect(screen.contains("number thread (+o) \(before + 1)"))

    let extra = harness.app.extraPanel!
    harness.press(.character("n"))
    await harness.redraws.wait { extra.observer.heard.count == 1 }
    #expect(extra.observer.heard.last == thread.latest?.value)

    harness.press(.character("o"))
    #expect(thread.observerCount == before)
    #expect(!harness.app.visiblePanels.contains(.extra))
    screen = harness.screen()
    #expect(!screen.contains("Extra observer"))
    #expect(screen.contains("observers \(before)"))
  }
}
