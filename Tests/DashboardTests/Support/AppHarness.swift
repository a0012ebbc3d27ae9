import Glance
import GlanceTesting
import ObserverModel
import Testing

@testable import Dashboard
@testable import Glance
@testable import GlanceCore

/// The real demo on the kit's headless ``BoardTester``, for tests: its number thread is seeded
/// and paused, and the board runs on a virtual clock, so numbers arrive only when a test asks
/// for them (the demo draws them on the main loop in virtual time); footer messages stay until
/// replaced.
@MainActor
final class AppHarness {
  let demo: DashboardDemo
  let tester: BoardTester
  private var compositor = BoardCompositor(context: .standard)

  /// A harness at `size`, started as a real run starts (the launch announced).
  init(
    size: TerminalSize = TerminalSize(columns: 80, rows: 24), seed: UInt64 = 42,
    interval: Duration = .seconds(1)
  ) {
    var configuration = DashboardConfiguration()
    configuration.seed = seed
    configuration.interval = interval
    let thread = RandomNumberThread(interval: interval, seed: seed, paused: true)
    demo = DashboardDemo(configuration: configuration, thread: thread)
    demo.board.messageLifetime = nil
    tester = BoardTester(demo.board, size: size, context: .standard)
  }

  var board: Board { demo.board }
  /// The demo's models (the thread, the cart, the lifecycle hub) and what its panels show.
  var models: DashboardDemo { demo }
  var footerMessage: String? { board.footerMessage }
  var isHelpVisible: Bool { board.isHelpVisible }
  /// The focused panel's statistics name (`numbers`, `cart`, …).
  var focus: String? { board.focusedPanel.map { board.panelNames[$0.id.index] } }

  /// Publishes statistics of `count` numbers, drawn from a generator seeded with `seed`, as the
  /// number thread's history would, and lets them reach the panel.
  func feedNumbers(_ count: Int, seed: UInt64 = 7) async {
    var generator = SeededGenerator(seed: seed)
    var summary = demo.history.summaries.value
    for _ in 0..<count {
      summary.record(Int.random(in: demo.numbers.range, using: &generator), capacity: 240)
    }
    demo.history.summaries.update(summary)
    await settle()
  }

  /// Presses each key in turn, then lets what they changed reach the panels.
  func press(_ keys: Key...) async {
    await press(keys)
  }

  /// Presses each key in turn, then lets what they changed reach the panels.
  func press(_ keys: [Key]) async {
    for key in keys { board.press(key) }
    await settle()
  }

  /// Lets every hop handed to the main actor so far run.
  func settle() async {
    await tester.settle()
  }

  /// The whole screen as text. Also checks that the frame, which composes only what changed
  /// since the previous one, equals a frame composed from scratch. A new `context` starts a
  /// new compositor, as a new terminal session would.
  func screen(_ context: RenderContext = .standard) -> String {
    if compositor.context != context { compositor = BoardCompositor(context: context) }
    let frame = compositor.compose(board.frame)
    var fresh = BoardCompositor(context: context)
    let scratch = fresh.compose(board.frame)
    let same = frame == scratch  // compared outside #expect, which would print every cell
    #expect(same, "incremental frame:\n\(frame.text)\nfrom scratch:\n\(scratch.text)")
    return frame.text
  }

  /// The screen composed from scratch in the standard context, styles and all.
  func renderFromScratch() -> CellBuffer {
    var fresh = BoardCompositor(context: .standard)
    return fresh.compose(board.frame)
  }

  /// The panels (by statistics name) the harness's last ``screen(_:)`` composed.
  var lastComposed: Set<String> { Set(compositor.lastComposed.map { board.panelNames[$0] }) }

  /// What the harness's compositor has drawn so far.
  var compositionCounts: CompositionCounts { compositor.counts }

  /// Waits until every lifecycle event sent so far has reached the panel.
  func settleLifecycle() async {
    let hub = demo.lifecycle
    for _ in 0..<10 where demo.lifecycleEvents.history != hub.history { await settle() }
    #expect(demo.lifecycleEvents.history == hub.history)
  }

  /// Quits the board, which stops the demo's models.
  func finish() {
    board.quit()
  }
}
