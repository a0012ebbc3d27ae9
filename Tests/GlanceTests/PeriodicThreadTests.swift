import Glance
import GlanceCore
import GlanceTesting
import Testing

/// A thread that only counts its ticks.
private final class CountingThread: PeriodicThread {}

/// A ``PeriodicThread`` driven by a board under ``BoardTester`` ticks on the virtual clock, by
/// the same rules the thread follows in real time.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct PeriodicThreadTests {
  /// A board driving a thread that ticks every `interval`, and its tester.
  private func driven(
    interval: Duration = .milliseconds(10), paused: Bool = false
  ) -> (CountingThread, BoardTester) {
    let thread = CountingThread(interval: interval, paused: paused)
    let board = Board("Workers")
    board.drive(thread)
    return (thread, BoardTester(board))
  }

  @Test func ticksComeOneIntervalApartInVirtualTime() async {
    let (thread, tester) = driven()
    await tester.advance(by: .milliseconds(9))
    #expect(thread.tickCount == 0)
    await tester.advance(by: .milliseconds(1))
    #expect(thread.tickCount == 1)
    await tester.advance(by: .milliseconds(90))
    #expect(thread.tickCount == 10)
  }

  @Test func aNewIntervalAppliesToTheTickAlreadyWaiting() async {
    let (thread, tester) = driven()
    await tester.advance(by: .milliseconds(4))
    thread.interval = .milliseconds(20)
    await tester.advance(by: .milliseconds(15))
    #expect(thread.tickCount == 0)
    await tester.advance(by: .milliseconds(1))
    #expect(thread.tickCount == 1)
  }

  @Test func pauseHoldsAndResumeCountsFromTheResume() async {
    let (thread, tester) = driven()
    await tester.advance(by: .milliseconds(15))
    #expect(thread.tickCount == 1)
    thread.isPaused = true
    await tester.advance(by: .milliseconds(50))
    #expect(thread.tickCount == 1)
    thread.isPaused = false
    await tester.advance(by: .milliseconds(9))
    #expect(thread.tickCount == 1)
    await tester.advance(by: .milliseconds(1))
    #expect(thread.tickCount == 2)
  }

  @Test func tickNowTicksAtOnceEvenPausedAndRestartsTheSchedule() async {
    let (thread, tester) = driven(paused: true)
    await tester.advance(by: .milliseconds(100))
    #expect(thread.tickCount == 0)
    thread.tickNow()
    #expect(thread.tickCount == 1)
    thread.isPaused = false
    await tester.advance(by: .milliseconds(5))
    thread.tickNow()
    #expect(thread.tickCount == 2)
    await tester.advance(by: .milliseconds(9))
    #expect(thread.tickCount == 2)
    await tester.advance(by: .milliseconds(1))
    #expect(thread.tickCount == 3)
  }

  @Test func theIntervalIsClampedToItsBounds() {
    let thread = CountingThread(interval: .nanoseconds(5), bounds: .milliseconds(1) ... .seconds(2))
    #expect(thread.interval == .milliseconds(1))
    thread.interval = .seconds(60)
    #expect(thread.interval == .seconds(2))
    #expect(CountingThread(interval: .zero).interval == .microseconds(100))
  }

  @Test func stoppingTheBoardStopsItsThreads() async {
    let (thread, tester) = driven()
    await tester.advance(by: .milliseconds(30))
    #expect(thread.tickCount == 3)
    tester.board.quit()
    await tester.advance(by: .milliseconds(100))
    #expect(thread.tickCount == 3)
  }

  @Test func aStartedThreadTicksOnItsOwnAndStopsPromptly() {
    let thread = CountingThread(interval: .seconds(60), paused: true)
    thread.start()
    thread.tickNow()
    thread.stop()
    #expect(thread.waitUntilFinished(timeout: .seconds(5)))
    #expect(thread.isCancelled)
  }
}
