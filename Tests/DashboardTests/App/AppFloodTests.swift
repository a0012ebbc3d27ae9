import ObserverModel
import Testing

@testable import Dashboard

/// The number thread at its fastest with many observers, drawn by the app's real frame
/// scheduler into a memory screen: frames stay under the cap, and once the thread pauses the
/// screen shows the last number. CI runs this under ThreadSanitizer (`--filter Flood`).
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct AppFloodTests {
  static let framesPerSecond = 30
  static let extraObservers = 64
  static let numbers = 600

  @Test func framesStayUnderTheCapAndTheScreenShowsTheLatestCount() async {
    let harness = AppHarness(interval: .milliseconds(1))
    defer { harness.finish() }
    let app = harness.app
    let thread = app.thread
    let screen = MemoryScreen(size: app.size)
    let frames = RedrawSignal()
    let context = RenderContext.standard
    let scheduler = FrameScheduler(framesPerSecond: Self.framesPerSecond) {
      screen.present(app.render(context: context))
      app.frameDrawn()
      frames.fire()
    }
    app.onNeedsDisplay = { [redraws = harness.redraws] in
      scheduler.setNeedsDisplay()
      redraws.fire()
    }
    let observers = (0..<Self.extraObservers).map { _ in ExtraObserver() }
    for observer in observers { thread.addObserver(observer) }
    #expect(thread.observerCount == Self.extraObservers + 1)

    let started = ContinuousClock.now
    thread.resume()
    let history = app.history
    await harness.redraws.wait { history.summary.count >= Self.numbers }
    let elapsed = ContinuousClock.now - started
    let drawn = screen.framesPresented
    let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    #expect(Double(drawn) <= Double(Self.framesPerSecond) * seconds + 1)
    #expect(drawn >= 1)
    #expect(scheduler.coalescedRequests > 0)

    harness.press(.character(" "))
    #expect(thread.isPaused)
    let final = thread.generatedCount
    #expect(final >= Self.numbers)
    // Nothing more is generated; the last number's hop and the pause must still reach the
    // screen through the scheduler, with no help from the test.
    let latest = "count \(final)  every 1ms  paused"
    let shown = await frames.wait(timeout: .seconds(10)) { screen.text.contains(latest) }
    #expect(shown, "the screen never showed \"\(latest)\":\n\(screen.text)")
    #expect(thread.generatedCount == final)

    app.quit()
    #expect(thread.waitUntilFinished(timeout: .seconds(10)))
    #expect(observers.allSatisfy { $0.heard.count == final })
  }
}
