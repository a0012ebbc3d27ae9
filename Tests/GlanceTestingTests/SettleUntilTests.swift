import Glance
import GlanceCore
import GlanceTesting
import TestSupport
import Testing

/// `settle(until:limit:)` gives up only when both its real-time limit and a thousand rounds of
/// the main loop have passed: under load, other work on the main actor can take the whole
/// limit in a few rounds, and a wait on time alone would fail although its value is on the way.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct SettleUntilTests {
  static func tester() -> BoardTester {
    let board = Board("Settle")
    board.panel("Text").show(TextWidget(["shown"]))
    return BoardTester(board)
  }

  @Test func aLimitThatHasPassedStillLetsTheMainLoopTurnAThousandRounds() async {
    let tester = Self.tester()
    var checks = 0
    let held = await tester.settle(
      until: {
        checks += 1
        return false
      }, limit: .zero)
    #expect(!held)
    // A check after each round: the thousandth fails, and the limit has passed long before.
    #expect(checks == 1_000)
  }

  @Test func roundsAloneDoNotGiveUpWhileTheLimitLasts() async {
    let tester = Self.tester()
    var checks = 0
    let held = await tester.settle(
      until: {
        checks += 1
        return checks == 2_500
      }, limit: .seconds(3_600))
    #expect(held)
    #expect(checks == 2_500)
  }

  @Test func aCancelledWaitGivesUpAtOnce() async {
    let tester = Self.tester()
    var checks = 0
    let wait = Task { @MainActor in
      await tester.settle(
        until: {
          checks += 1
          return false
        }, limit: .seconds(3_600))
    }
    wait.cancel()
    let held = await boundedValue(of: wait, "the cancelled settle")
    #expect(held == false)
    // Cancelled before it began: one round, one check, then it gives up.
    #expect(checks == 1)
  }
}
