import Glance
import GlanceCore
import GlanceTerminal
import Testing

/// Drives a `Board` without a terminal, in Swift Testing tests: build the board as the
/// program does, then press keys, let bound values arrive, move a virtual clock and read the
/// screen as text.
///
/// ```swift
/// import GlanceTesting
///
/// @Test @MainActor func clearingEmptiesTheQueue() async {
///   let tester = BoardTester(makeBoard(), size: TerminalSize(columns: 80, rows: 24))
///   tester.press(.character("c"))
///   await tester.settle()
///   #expect(tester.text.contains("queue empty"))
/// }
/// ```
///
/// The board's own timers (frames, footer messages, the hand-off panel's once-a-second sample)
/// run on a virtual clock that only ``advance(by:)`` moves, and hand-offs are timed in that
/// virtual time, so the same steps show the same screen on every run.
///
/// A board whose timers keep scheduling themselves for the same instant (more than
/// ``timersPerInstantLimit`` of them) fails the test that drives it, with an issue that names
/// the binding; the tester then runs no more timers, and the other tests run on.
@MainActor
public final class BoardTester {
  private let driver: BoardTestDriver

  /// The board under test.
  public var board: Board { driver.board }
  /// The in-memory screen frames are written to.
  public var screen: MemoryScreen { driver.screen }

  /// Starts `board` on an in-memory screen of `size`, drawn with `context` (no colour by
  /// default, so that styles never matter to a text comparison).
  ///
  /// With `takesOnlyWhenWoken`, ``settle()`` and ``advance(by:)`` never take the bindings'
  /// writes themselves: a value shows only if its write woke the board and a frame took it, as
  /// in a real run, so that a test sees a wake that was lost. By default they take every
  /// pending write, whatever the frame pacing. A runaway's issue points at the line that made
  /// the tester (`fileID`, `filePath`, `line`, `column`).
  public init(
    _ board: Board, size: TerminalSize = TerminalSize(columns: 80, rows: 24),
    context: RenderContext = RenderContext(glyphs: .unicode, colorEnabled: false),
    takesOnlyWhenWoken: Bool = false,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
  ) {
    // Where the tester was made: the runaway's issue points there.
    let made = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    driver = BoardTestDriver(
      board, size: size, context: context, takesOnlyWhenWoken: takesOnlyWhenWoken,
      reportRunaway: { Issue.record(Comment(rawValue: $0), sourceLocation: made) })
  }

  /// Presses `keys` in order, as a user would.
  public func press(_ keys: Key...) {
    for key in keys { driver.press(key) }
  }

  /// Presses the keys `script` spells, in the `--keys` syntax (`"ab<tab><c-l>"`).
  public func type(_ script: String) throws(KeyScript.ParseError) { try driver.type(script) }

  /// Resizes the screen, as a terminal window resize would.
  public func resize(to size: TerminalSize) { driver.resize(to: size) }

  /// Lets what was written reach the screen: takes what the bindings' writers wrote (as the
  /// next frame would, whatever the frame pacing) and lets the main loop run three turns, for
  /// values that reach the main actor in more than one hop (async sequences, or a key path in
  /// the library's safe runtime, which reads the change again on the next turn), drawing any
  /// frame that is due now after each.
  public func settle() async { await driver.settle() }

  /// The most timers run at one instant of virtual time before the tester records an issue
  /// and stops running timers: work that keeps scheduling itself with no delay would otherwise
  /// run forever.
  public nonisolated static var timersPerInstantLimit: Int { BoardTestDriver.timersPerInstantLimit }

  /// Lets the main loop run until `condition` holds; returns whether it held. It gives up once
  /// `limit` of real time has passed and the main loop has also turned a thousand rounds (three
  /// turns each), so that other work holding the main actor (tests running in parallel) cannot
  /// make it give up early; or when the test is cancelled. For values that reach the main actor
  /// through more than one hop, such as a key path observed in the safe runtime, which re-reads
  /// it in a task on the next turn.
  public func settle(
    until condition: () -> Bool, limit: Duration = .seconds(10)
  ) async -> Bool {
    await driver.settle(until: condition, limit: limit)
  }

  /// Moves the virtual clock forward by `duration`, running each timer that falls due (frames,
  /// message expiry, the hand-off sample) in order, and settling after each.
  public func advance(by duration: Duration) async { await driver.advance(by: duration) }

  /// The virtual time since the tester started.
  public var elapsed: Duration { driver.elapsed }

  /// The screen the board shows now, as text (rows trimmed of trailing spaces), composed from
  /// the board's current state whatever the frame pacing.
  public var text: String { driver.text }

  /// ``text``, row by row.
  public var lines: [String] { driver.lines }

  /// Frames written to ``screen`` so far.
  public var framesPresented: Int { driver.framesPresented }
}
