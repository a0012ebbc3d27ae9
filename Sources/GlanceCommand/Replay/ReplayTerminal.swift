import Dispatch
import Foundation
import Glance
import GlanceCore
import GlanceTerminal
import GlanceWire

/// Plays a ``Replay`` on the real terminal: keys and signals come in through the ncurses
/// backend, a one-shot timer wakes the main queue when playback has something new to show, and
/// each screen goes out as the cells that changed, through the ``FramePresenter`` a board's
/// frames take. The terminal is restored on every way out:
/// `q`, Ctrl-C, SIGTERM, SIGHUP, the terminal going away, and a crash (the backend's guard);
/// Ctrl-Z gives the shell a sane terminal, and the time stopped does not count as played.
@MainActor
final class ReplayTerminal {
  private var replay: Replay
  private let backend: NcursesBackend
  /// Does the terminal's part of its input (job control, sizes), as every session does.
  private let loop: SessionLoop
  private let context: RenderContext
  /// The shortest time between two screens while playing (the `--fps` cap).
  private let minimumInterval: Duration
  /// Writes each screen as the cells that changed since the last.
  private var presenter: FramePresenter<NcursesBackend>
  /// When playback time was last brought up to date.
  private var lastAdvance = ContinuousClock.now
  /// Between Ctrl-Z and the continue signal: playback stands still.
  private var isStopped = false
  private let timer = DispatchSource.makeTimerSource(flags: .strict, queue: .main)

  /// Takes over the terminal to play `replay`, in ASCII only when `ascii`, in colour when
  /// `colorRequested` and the terminal has colours; `framesPerSecond` caps the redraws.
  init(replay: Replay, ascii: Bool, colorRequested: Bool, framesPerSecond: Int)
    throws(TerminalError)
  {
    self.replay = replay
    let backend = try NcursesBackend(colorRequested: colorRequested)
    self.backend = backend
    presenter = FramePresenter(backend: backend)
    loop = SessionLoop(backend: backend)
    context = RenderContext(ascii: ascii, color: backend.colorEnabled)
    minimumInterval = .seconds(1) / max(1, framesPerSecond)
  }

  /// Draws the first screen and runs the replay on the main queue until the user quits, then
  /// restores the terminal and exits the process.
  func run() -> Never {
    draw(repaint: true)
    timer.setEventHandler { MainActor.assumeIsolated { [weak self] in self?.wake() } }
    timer.activate()
    scheduleWake()
    backend.startReading(on: .main) { input in
      DispatchQueue.main.async { MainActor.assumeIsolated { [weak self] in self?.handle(input) } }
    }
    withExtendedLifetime(self) { dispatchMain() }
  }

  private func handle(_ input: TerminalInput) {
    loop.handle(input) { event in
      switch event {
      case .keys(let keys):
        catchUp()
        for key in keys {
          switch replay.press(key) {
          case .quit: finish(status: .success)
          case .repaint: draw(repaint: true)
          case .draw: break
          }
        }
        draw(repaint: false)
      case .resized: draw(repaint: true)
      case .suspending:
        catchUp()
        // The process stops a moment after kill(2) returns, and the wake timer may fire before
        // `.resumed` arrives: nothing is played until then.
        isStopped = true
      case .resumed:
        isStopped = false
        lastAdvance = .now  // the time stopped is not played
        draw(repaint: true)
      case .quitRequested: finish(status: .success)
      case .inputEnded: finish(status: .failure)
      }
    }
    scheduleWake()
  }

  /// Brings playback up to now.
  private func catchUp() {
    let now = ContinuousClock.now
    replay.advance(by: now - lastAdvance)
    lastAdvance = now
  }

  private func wake() {
    guard !isStopped else { return }
    catchUp()
    draw(repaint: false)
    scheduleWake()
  }

  /// Sets the timer for the next change playback will show (never, while paused).
  private func scheduleWake() {
    guard let delay = replay.timeUntilNextChange else {
      timer.schedule(deadline: .distantFuture, repeating: .never)
      return
    }
    let nanoseconds = ReplayTime.nanoseconds(max(delay, minimumInterval))
    timer.schedule(
      deadline: .now() + .nanoseconds(Int(nanoseconds)), repeating: .never, leeway: .nanoseconds(0))
  }

  /// Writes the cells that changed since the last screen (every cell with `repaint`).
  private func draw(repaint: Bool) {
    if repaint { presenter.invalidate() }
    presenter.present(ReplayScreen.compose(replay, size: backend.size, context: context))
  }

  private func finish(status: CommandStatus) -> Never {
    timer.cancel()
    backend.stopReading()
    backend.close()
    exit(status.rawValue)
  }
}
