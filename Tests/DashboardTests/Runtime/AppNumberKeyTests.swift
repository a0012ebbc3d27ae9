import ObserverModel
import Testing

@testable import Dashboard
@testable import Glance
@testable import GlanceCore

/// The number keys on the real runtime: the thread changes and so does the numbers panel.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct AppNumberKeyTests {
  @Test func spaceTogglesPauseOnTheThreadAndOnScreen() async {
    let harness = AppHarness()
    defer { harness.finish() }
    #expect(harness.models.thread.isPaused)
    await harness.press(.character(" "))
    #expect(!harness.models.thread.isPaused)
    #expect(harness.screen().contains("numbers running"))
    #expect(harness.footerMessage == "numbers resumed")
    await harness.press(.character(" "))
    #expect(harness.models.thread.isPaused)
    let screen = harness.screen()
    #expect(screen.contains("numbers paused"))
    #expect(screen.contains("every 1s  paused"))
  }

  /// Forty presses each way, settled once a run rather than once a key: each settle is three
  /// turns of the main queue, which other suites keep busy, and the test once passed its time
  /// limit under ThreadSanitizer with 83 of them.
  @Test func plusAndMinusStepTheIntervalWithinBounds() async {
    let harness = AppHarness()
    defer { harness.finish() }
    let forty = { (key: Character) in [Key](repeating: .character(key), count: 40) }
    await harness.press(.character("+"))
    #expect(harness.models.thread.interval == .milliseconds(500))
    #expect(harness.screen().contains("every 500ms"))
    await harness.press(.character("-"), .character("-"))
    #expect(harness.models.thread.interval == .seconds(2))
    await harness.press(forty("+"))
    #expect(harness.models.thread.interval == .microseconds(100))
    #expect(harness.footerMessage == "a number every 100µs")
    await harness.press(forty("-"))
    #expect(harness.models.thread.interval == .seconds(60))
    #expect(harness.screen().contains("every 1m"))
  }

  /// `=` and `_` are `+` and `-` without Shift.
  @Test func equalsAndUnderscoreStepLikePlusAndMinus() async {
    let harness = AppHarness()
    defer { harness.finish() }
    await harness.press(.character("="))
    #expect(harness.models.thread.interval == .milliseconds(500))
    await harness.press(.character("_"), .character("_"))
    #expect(harness.models.thread.interval == .seconds(2))
    #expect(harness.footerMessage == "a number every 2s")
  }

  @Test func generateNowDeliversOneNumberToThePausedThreadsPanel() async {
    let harness = AppHarness()
    defer { harness.finish() }
    await harness.press(.character("n"))
    await harness.settle()
    #expect(harness.demo.numbers.summary.count == 1)
    #expect(harness.models.thread.tickCount == 1)
    #expect(harness.models.thread.isPaused)
    #expect(harness.demo.numbers.summary.latest == harness.demo.history.summaries.value.latest)
    #expect(harness.screen().contains("count 1  every 1s  paused"))
  }

  @Test func extraObserverAttachesAndDetaches() async {
    let harness = AppHarness()
    defer { harness.finish() }
    let thread = harness.models.thread
    let before = thread.observerCount
    await harness.press(.character("o"))
    #expect(thread.observerCount == before + 1)
    #expect(harness.demo.extraPanel.isVisible)
    var screen = harness.screen()
    #expect(screen.contains("Extra observer"))
    #expect(screen.contains("observers \(before + 1)"))
    #expect(screen.contains("number thread (+o) \(before + 1)"))

    await harness.press(.character("n"))
    await harness.settle()
    #expect(harness.demo.extra?.observer.summaries.value.count == 1)
    #expect(
      harness.demo.extra?.observer.summaries.value.latest
        == harness.demo.history.summaries.value.latest)

    await harness.press(.character("o"))
    #expect(thread.observerCount == before)
    #expect(!harness.demo.extraPanel.isVisible)
    screen = harness.screen()
    #expect(!screen.contains("Extra observer"))
    #expect(screen.contains("observers \(before)"))
  }
}
