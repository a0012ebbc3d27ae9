import Dispatch
import Foundation
import GlanceCore
import GlanceTerminal

/// Runs a board against an in-memory screen: presses the scripted keys one main-loop turn
/// apart, keeps running for the requested time, then prints the final screen as text. Needs no
/// terminal, so it works in pipes, CI and documentation.
///
/// The hand-off panel is sampled every second of the run's clock, as on a terminal (so its
/// "every 1s" is true and the printed screen is the one a terminal would show), at the end,
/// and when the program asks for it. With `virtualTime` the run is deterministic as far as the board's own timers go: it runs on
/// a ``VirtualMainLoopClock``, and time only moves from one scheduled step (a frame, a message
/// expiring, the hand-off sample) to the next once the main loop has delivered everything the
/// previous step handed to it.
@MainActor
final class HeadlessSession {
  private let runtime: BoardRuntime<InlineScreen<MemoryScreen>>
  private let virtualClock: VirtualMainLoopClock?
  private let options: BoardOptions
  /// Called with the exit status once the session has printed its screen.
  private let ended: @MainActor (Int32) -> Void
  private var hasFinished = false

  /// A session for `board` as `options` say; `ended` hears the exit status at the end.
  init(board: Board, options: BoardOptions, ended: @escaping @MainActor (Int32) -> Void) {
    self.ended = ended
    let virtualClock = options.virtualTime ? VirtualMainLoopClock() : nil
    if let virtualClock { board.time.useVirtualTime(from: virtualClock) }
    runtime = BoardRuntime(
      board: board,
      screen: InlineScreen(
        MemoryScreen(size: options.size),
        compositor: BoardCompositor(
          context: RenderContext(ascii: options.asciiOnly, color: false))),
      clock: virtualClock ?? SystemMainLoopClock())
    self.virtualClock = virtualClock
    self.options = options
  }

  /// Starts the run: from now on the main loop presses the keys and runs the board, and the
  /// session then prints the screen and ends.
  func start() {
    runtime.onQuit = { [weak self] in self?.finish() }
    runtime.readsLastScreen = true
    runtime.start(size: options.size)
    runtime.tickEverySecond()
    press(options.keys[...])
  }

  private func press(_ remaining: ArraySlice<Key>) {
    guard let key = remaining.first else {
      if let virtualClock {
        step(virtualClock, until: virtualClock.elapsed + options.duration)
      } else {
        runtime.clock.run(after: options.duration) { self.durationEnded() }
      }
      return
    }
    nextTurn {
      self.runtime.board.press(key)
      if !self.runtime.board.hasQuit { self.press(remaining.dropFirst()) }
    }
  }

  /// Runs the next scheduled step of virtual time, one per main-loop turn, until `end`.
  private func step(_ clock: VirtualMainLoopClock, until end: Duration) {
    nextTurn {
      guard !self.runtime.board.hasQuit else { return }
      if clock.runNextTimer(notAfter: end) {
        self.step(clock, until: end)
      } else {
        clock.advance(to: end)
        self.durationEnded()
      }
    }
  }

  private func nextTurn(_ body: @escaping @MainActor () -> Void) {
    DispatchQueue.main.async { MainActor.assumeIsolated { body() } }
  }

  /// The run's time is up: a board of its own ends now; a guest in a service asks its program
  /// to shut down and prints its screen when the program ends the run.
  private func durationEnded() {
    if runtime.board.life.askToEnd != nil {
      runtime.board.quit()
    } else {
      finish()
    }
  }

  private func finish() {
    guard !hasFinished else { return }
    hasFinished = true
    if !runtime.board.hasQuit { runtime.board.takeChanges() }
    runtime.tick()
    let text = runtime.renderFromScratch().text
    runtime.board.stop()
    print(text)
    fflush(nil)
    ended(0)
  }
}
