import ObserverModel
import Testing

@testable import Dashboard
@testable import GlanceCore
@testable import GlanceTerminal

/// The thread at its fast intervals with many observers: the runtime's frames stay under the
/// cap, and once the thread stops the screen still ends on the latest count.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct AppFloodTests {
  static let extraObservers = 64
  static let numbers = 600

  @Test func framesStayUnderTheCapAndTheScreenShowsTheLatestCount() async {
    let harness = AppHarness(interval: .milliseconds(1))
    defer { harness.finish() }
    let thread = harness.models.thread
    let screen = harness.runtime.screen.backend
    let observers = (0..<Self.extraObservers).map { _ in ExtraObserver() }
    for observer in observers { thread.addObserver(observer) }
    #expect(thread.observerCount == Self.extraObservers + 1)

    let started = ContinuousClock.now
    harness.press(.character(" "))
    await harness.until { harness.state.numbers.summary.count >= Self.numbers }
    let elapsed = ContinuousClock.now - started
    let drawn = screen.framesPresented
    #expect(Double(drawn) <= 30 * elapsed.seconds + 1)
    #expect(drawn >= 1)

    harness.press(.character(" "))
    #expect(thread.isPaused)
    let final = thread.generatedCount
    #expect(final >= Self.numbers)
    // Nothing more is generated; the last number's hop and the pause must still reach the
    // screen through the runtime's own frames, with no help from the test.
    let latest = "count \(final)  every 1ms  paused"
    let shown = await harness.events.wait(timeout: .seconds(10)) { screen.text.contains(latest) }
    #expect(shown, "the screen never showed \"\(latest)\":\n\(screen.text)")
    #expect(thread.generatedCount == final)
    harness.finish()
    #expect(observers.allSatisfy { $0.heard.count == final })
  }
}
