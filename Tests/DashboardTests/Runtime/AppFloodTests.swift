import Glance
import ObserverModel
import TestSupport
import Testing

@testable import Dashboard
@testable import Glance
@testable import GlanceCore

/// The thread at its fastest interval with many observers, paced in virtual time: frames stay
/// under the cap however many numbers arrive, and once the numbers stop the screen ends on the
/// latest count.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct AppFloodTests {
  static let extraObservers = 64

  @Test func framesStayUnderTheCapAndTheScreenShowsTheLatestCount() async {
    let harness = AppHarness(interval: .microseconds(100))
    defer { harness.finish() }
    let thread = harness.models.thread
    let screen = harness.tester.screen
    let observers = (0..<Self.extraObservers).map { _ in RandomNumberHistory(capacity: 0) }
    for observer in observers { thread.addObserver(observer) }
    #expect(thread.observerCount == Self.extraObservers + 1)

    await harness.press(.character(" "))
    let framesBefore = screen.framesPresented
    // 200 ms of virtual time (50 under a sanitizer, still two frame intervals and more):
    // 2,000 numbers to 65 observers is a flood, and every one of them is work on the main
    // actor that a longer run would only repeat (under ThreadSanitizer every other test's hop
    // waits behind it).
    let milliseconds = runsUnderSanitizer ? 50 : 200
    await harness.tester.advance(by: .milliseconds(milliseconds))
    let drawn = screen.framesPresented - framesBefore
    #expect(drawn <= milliseconds * 30 / 1_000 + 1)
    #expect(drawn >= 1)
    #expect(thread.tickCount >= milliseconds * 5)

    await harness.press(.character(" "))
    #expect(thread.isPaused)
    let final = thread.tickCount
    // Nothing more is generated; the last number and the pause reach the screen through the
    // board's own frames.
    await harness.tester.advance(by: .milliseconds(100))
    #expect(thread.tickCount == final)
    let latest = "count \(final)  every 100µs  paused"
    #expect(screen.text.contains(latest), "the screen never showed \"\(latest)\":\n\(screen.text)")
    #expect(observers.allSatisfy { $0.summaries.value.count == final })
  }
}
