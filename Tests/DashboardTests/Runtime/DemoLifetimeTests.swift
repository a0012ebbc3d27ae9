import Glance
import GlanceCore
import GlanceTesting
import TestSupport
import Testing

@testable import Dashboard

/// Nothing a frame runs holds the demo `unowned`: a demo freed while its models' writes still
/// wait for a frame is simply not called back (an `unowned` capture would trap, so the check
/// runs in a child process).
@MainActor
@Suite(.threadOfItsOwn, .timeLimit(.minutes(1)))
struct DemoLifetimeTests {
  /// Frees a demo whose board a tester still runs, after writes to its models, then lets the
  /// board take them; exits with a failure if the demo was not freed.
  static func freeTheDemoWithWritesWaiting() async {
    var configuration = DashboardConfiguration()
    configuration.seed = 42
    var demo: DashboardDemo? = DashboardDemo(
      configuration: configuration,
      thread: RandomNumberThread(interval: .seconds(1), seed: 42, paused: true))
    let (board, cart, lifecycle) = (demo!.board, demo!.cart, demo!.lifecycle)
    let tester = BoardTester(board)
    await tester.settle()
    weak let freed = demo
    demo = nil
    guard freed == nil else { fatalError("the demo outlived its last reference") }
    cart.add(cart.catalog.products[0])
    lifecycle.send(.willResignActive)
    board.press(.character("a"))
    await tester.advance(by: .seconds(1))
  }

  @Test func aDemoFreedWithWritesWaitingIsNotCalledBack() async {
    await #expect(processExitsWith: .success) {
      await Self.freeTheDemoWithWritesWaiting()
    }
  }
}
