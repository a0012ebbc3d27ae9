import Dispatch
import GlanceCore
import ObserverModel

/// Runs a ``Board`` on a screen: the board's changes ask for frames, the ``FrameScheduler``
/// spaces them, and each frame hands the board's snapshot to the ``FrameScreen``, which
/// composes and shows it (on the terminal's own thread in a terminal session, so the main loop
/// never holds a hop behind a frame). Terminal, headless and test runs all use this runtime.
@MainActor
final class BoardRuntime<Screen: FrameScreen>: BoardHost {
  let board: Board
  let screen: Screen
  let clock: any MainLoopClock
  /// Called once after the board quit (the session restores the terminal and exits).
  var onQuit: @MainActor () -> Void = {}
  /// Whether the screen the run ends on is read after the end (headless runs and tests).
  var readsLastScreen = false
  private var scheduler: FrameScheduler?
  private let startedAt: ContinuousClock.Instant
  private(set) var timings = FrameTimings()

  /// A runtime showing `board` on `screen`, timed by `clock`.
  init(board: Board, screen: Screen, clock: any MainLoopClock) {
    self.board = board
    self.screen = screen
    self.clock = clock
    startedAt = clock.now
    scheduler = FrameScheduler(framesPerSecond: board.framesPerSecond, clock: clock) {
      [weak self] in self?.drawFrame()
    }
  }

  /// Attaches to the board at `size`, takes the first hand-off sample and draws the first frame.
  func start(size: TerminalSize) {
    board.life.start(on: self)
    if board.handoff.addsPanelAtStart, !board.handoff.isAdded { board.handoffPanel() }
    board.batch {
      board.resize(to: size, announcing: false)
      for handler in board.handlers.start { handler(clock) }
      tick()
    }
    frameNeeded()
  }

  func frameNeeded() {
    scheduler?.setNeedsDisplay()
  }

  func repaint() {
    screen.invalidate()
    frameNeeded()
  }

  func sampleHandoff() {
    tick()
  }

  func boardDidQuit() {
    scheduler = nil
    onQuit()
  }

  /// Takes the once-a-second sample for the hand-off panel.
  func tick() {
    guard !board.hasQuit else { return }
    board.sampleHandoff(
      at: clock.now, frames: timings.frames,
      coalescedRedraws: scheduler?.coalescedRequests ?? 0)
  }

  /// Samples for the hand-off panel every second of the clock's time, until the board quits
  /// (headless and test runs; the terminal session uses a timer with leeway).
  func tickEverySecond() {
    clock.run(after: .seconds(1)) { [weak self] in
      guard let self, !board.hasQuit else { return }
      tick()
      tickEverySecond()
    }
  }

  /// Hands the board's snapshot to the screen, which composes and shows it.
  func drawFrame() {
    guard !board.hasQuit else { return }
    board.takeChanges()
    let number = timings.frameHandedOver()
    screen.present(board.frame) { report in
      DispatchQueue.main.async {
        MainActor.assumeIsolated { [weak self] in self?.timings.frameShown(number, report) }
      }
    }
    board.remote.present(board.frame)
    // Once the frame is handed over (not once it is shown: a suspended terminal shows nothing,
    // and the doorbell must not wait for it).
    board.reopenDoorbell()
  }

  /// A key was read from the terminal at `instant` (for the key-to-flush time).
  func keyRead(at instant: ContinuousClock.Instant) {
    timings.keyRead(at: instant)
  }

  /// The screen the board would show now, composed from scratch.
  func renderFromScratch() -> CellBuffer {
    var fresh = BoardCompositor(context: screen.context)
    return fresh.compose(board.frame)
  }

  /// The run's totals so far.
  var statistics: BoardStatistics {
    func figures(_ latencies: LatencyDistribution) -> BoardStatistics.HandoffFigures {
      .init(p50: latencies.p50, p99: latencies.p99, samples: latencies.count)
    }
    let handoff = board.handoffStatistics
    return BoardStatistics(
      seconds: (clock.now - startedAt).seconds,
      events: board.handoffState.latest?.produced ?? handoff.sent, hops: handoff.hops,
      frames: timings.frames, handoff: figures(handoff.latencies),
      writeToFrame: figures(board.writeToFrameLatencies), frame: figures(timings.frame),
      frameCPU: figures(timings.frameCPU), frameCPUTotal: timings.cpuTotal,
      compose: figures(timings.compose), composeCPU: figures(timings.composeCPU),
      keyToFlush: figures(timings.keys), composed: timings.counts, panelNames: board.panelNames,
      firstFrameUnixNanoseconds: timings.firstFrameUnixNanoseconds)
  }
}
