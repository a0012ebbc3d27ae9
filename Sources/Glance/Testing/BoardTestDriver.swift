import Dispatch
import GlanceCore
import GlanceTerminal

/// What `GlanceTesting`'s `BoardTester` runs on: a ``Board`` on an in-memory screen, its timers
/// on a virtual clock that only ``advance(by:)`` moves, and the bindings' writes taken when a
/// test settles. Package-internal: tests and programs use `BoardTester`, which reports a board
/// that runs away as a failed test instead of stopping the process.
@MainActor
package final class BoardTestDriver {
  /// The board under test.
  package let board: Board
  /// The in-memory screen frames are written to.
  package let screen: MemoryScreen
  private let clock = VirtualMainLoopClock()
  private let runtime: BoardRuntime<InlineScreen<MemoryScreen>>

  /// Whether values reach the screen only through the frames their writes wake, as in a real
  /// run; otherwise ``settle()`` takes every pending write itself.
  private let takesOnlyWhenWoken: Bool
  /// Told, once, that the board's timers ran away; the tester then runs no more of them.
  private let reportRunaway: (String) -> Void
  /// Whether the timers ran away: then the virtual clock moves, but no timer runs.
  private var ranAway = false

  /// Starts `board` as `BoardTester`'s initializer describes; `reportRunaway` hears, once, that
  /// the timers ran away.
  package init(
    _ board: Board, size: TerminalSize = TerminalSize(columns: 80, rows: 24),
    context: RenderContext = RenderContext(glyphs: .unicode, colorEnabled: false),
    takesOnlyWhenWoken: Bool = false, reportRunaway: @escaping (String) -> Void
  ) {
    self.board = board
    self.reportRunaway = reportRunaway
    self.takesOnlyWhenWoken = takesOnlyWhenWoken
    screen = MemoryScreen(size: size)
    board.time.useVirtualTime(from: clock)
    runtime = BoardRuntime(
      board: board, screen: InlineScreen(screen, compositor: BoardCompositor(context: context)),
      clock: clock)
    runtime.readsLastScreen = true
    runtime.start(size: size)
    runtime.tickEverySecond()
  }

  /// Presses `key`, as a user would.
  package func press(_ key: Key) { board.press(key) }

  /// Presses the keys `script` spells, in the `--keys` syntax (`"ab<tab><c-l>"`).
  package func type(_ script: String) throws(KeyScript.ParseError) {
    for key in try KeyScript.parse(script) { board.press(key) }
  }

  /// Resizes the screen, as a terminal window resize would.
  package func resize(to size: TerminalSize) {
    screen.resize(to: size)
    board.resize(to: size)
    runtime.repaint()
  }

  /// `BoardTester.settle()`: takes the writes and lets the main loop run three turns, drawing
  /// any frame due after each.
  package func settle() async {
    for _ in 0..<3 {
      await nextMainLoopTurn()
      takeChangesUnlessWokenOnly()
      await runTimers(until: clock.elapsed)
    }
  }

  /// The most timers run at one instant of virtual time before the tester stops: work that
  /// keeps scheduling itself with no delay would otherwise run forever.
  package nonisolated static let timersPerInstantLimit = 1_000

  /// Runs each timer due at or before `end`, in order, taking the bindings' writes after each;
  /// when time stands still for ``timersPerInstantLimit`` timers, reports the culprit and runs
  /// no timer again.
  private func runTimers(until end: Duration) async {
    var instant = clock.elapsed
    var timersAtInstant = 0
    while !ranAway, clock.runNextTimer(notAfter: end) {
      if clock.elapsed == instant {
        timersAtInstant += 1
        if timersAtInstant >= Self.timersPerInstantLimit { return stopRunaway(at: instant) }
      } else {
        (instant, timersAtInstant) = (clock.elapsed, 1)
      }
      await nextMainLoopTurn()
      takeChangesUnlessWokenOnly()
    }
  }

  /// Takes the bindings' writes as a frame would, unless values must wait for their frames.
  private func takeChangesUnlessWokenOnly() {
    guard !takesOnlyWhenWoken else { return }
    board.takeChanges()
    board.reopenDoorbell()
  }

  private func stopRunaway(at instant: Duration) {
    ranAway = true
    let culprit =
      board.latestTimeWakeBinding.map { "the binding \($0)" }
      ?? "work scheduled on the board's clock with no delay"
    reportRunaway(
      "BoardTester: \(Self.timersPerInstantLimit) timers ran at \(instant) of virtual time "
        + "without it moving on; \(culprit) keeps scheduling itself for the same instant")
  }

  /// The fewest settle rounds (three turns of the main loop each) before
  /// ``settle(until:limit:)`` may give up: a chain of that many main-actor hops has had its
  /// turns however slowly the loop turned.
  package nonisolated static let settleRoundsBeforeGivingUp = 1_000

  /// `BoardTester.settle(until:limit:)`: settles until `condition` holds; gives up once both
  /// `limit` of real time and ``settleRoundsBeforeGivingUp`` rounds have passed, or the task is
  /// cancelled. Real time alone fails under load: other tests' work on the main actor can hold
  /// the loop, so that a few rounds take the whole limit. Rounds alone would give up early on a
  /// value that comes from another thread, which the rounds do not wait for.
  package func settle(
    until condition: () -> Bool, limit: Duration = .seconds(10)
  ) async -> Bool {
    let deadline = ContinuousClock.now + limit
    var rounds = 0
    await settle()
    while !condition() {
      rounds += 1
      let outOfTime = ContinuousClock.now >= deadline
      guard !Task.isCancelled, !(outOfTime && rounds >= Self.settleRoundsBeforeGivingUp) else {
        return false
      }
      await Task.yield()
      await settle()
    }
    return true
  }

  /// Moves the virtual clock forward by `duration`, running each timer that falls due (frames,
  /// message expiry, the hand-off sample) in order, and settling after each.
  package func advance(by duration: Duration) async {
    let end = clock.elapsed + duration
    await settle()
    await runTimers(until: end)
    clock.advance(to: end)
    await settle()
  }

  /// The virtual time since the tester started.
  package var elapsed: Duration { clock.elapsed }

  /// The screen the board shows now, as text (see `BoardTester.text`).
  package var text: String { runtime.renderFromScratch().text }

  /// ``text``, row by row.
  package var lines: [String] { runtime.renderFromScratch().lines() }

  /// Frames written to ``screen`` so far.
  package var framesPresented: Int { screen.framesPresented }

  private func nextMainLoopTurn() async {
    await withCheckedContinuation { continuation in
      DispatchQueue.main.async { continuation.resume() }
    }
  }
}
