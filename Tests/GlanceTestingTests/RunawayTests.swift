import Glance
import GlanceCore
import GlanceTesting
import Testing

/// A board whose timers keep scheduling themselves for the same instant of virtual time fails
/// the test that drives it, with an issue naming the binding, instead of stopping the process;
/// the tester runs no timer after that, so the test ends.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct RunawayTests {
  /// A board with a binding that asks to be shown again at the instant it was shown, forever.
  static func runawayBoard() -> Board {
    let board = Board("Runaway")
    let panel = board.panel("Loop")
    let mailbox = panel.bindMailbox("again-and-again", empty: 0) { _, now in now }
    panel.show(TextWidget(["looping"]))
    mailbox.fill { $0 += 1 }
    return board
  }

  @Test func aBindingDueAgainAtTheSameInstantFailsTheTestNamingIt() async {
    await withKnownIssue {
      let tester = BoardTester(Self.runawayBoard())
      await tester.advance(by: .milliseconds(100))
      // The tester ran no timer after the issue: moving on ends at once, the clock moved.
      await tester.advance(by: .seconds(1))
      #expect(tester.elapsed == .milliseconds(1_100))
      #expect(tester.text.contains("looping"))
    } matching: { issue in
      let text = issue.comments.map(\.rawValue).joined()
      return text.contains("again-and-again in panel 'Loop'")
        && text.contains("\(BoardTester.timersPerInstantLimit) timers ran")
    }
  }

  @Test func workOnTheBoardsClockThatReschedulesItselfWithNoDelayFailsTheTest() async {
    let board = Board("Runaway")
    board.onStart { clock in
      @MainActor func again() { clock.run(after: .zero) { again() } }
      again()
    }
    await withKnownIssue {
      let tester = BoardTester(board)
      await tester.advance(by: .seconds(1))
      #expect(tester.elapsed == .seconds(1))
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().contains(
        "work scheduled on the board's clock with no delay keeps scheduling itself")
    }
  }

  @Test func aBoardWhoseTimersMoveOnRecordsNoIssue() async {
    let board = Board("Ticking")
    let panel = board.panel("Tick")
    var shown = 0
    let mailbox = panel.bindMailbox("every-10ms", empty: 0) { _, now in
      shown += 1
      return now + .milliseconds(10)
    }
    mailbox.fill { $0 += 1 }
    let tester = BoardTester(board)
    await tester.advance(by: .seconds(1))
    #expect(tester.elapsed == .seconds(1))
    // Shown when filled, then every 10 ms (frames are paced, so some due times fold together).
    #expect(shown > 10)
  }
}
