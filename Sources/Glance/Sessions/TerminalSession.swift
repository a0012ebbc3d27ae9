import Dispatch
import Foundation
import GlanceCore
import GlanceTerminal
import GlanceWire

/// Runs a board on a backend with input: the real terminal, or a backend of the program's own.
/// The backend runs on a ``BackendThread``; what it reads (keys, a new size, stop, continue,
/// quit) becomes board calls on the main loop, beside the once-a-second tick. The backend is
/// closed on every way out: `q`, Ctrl-C, SIGTERM, SIGHUP, and for the real terminal, crash
/// signals too (``CrashGuard``).
@MainActor
final class TerminalSession<Backend: TerminalBackend> {
  private let runtime: BoardRuntime<BackendThread<Backend>>
  private let terminal: BackendThread<Backend>
  /// Turns what the terminal reads into board calls, doing the terminal's part (job control,
  /// sizes) as every session does.
  private let loop: SessionLoop
  private let statisticsFile: StatisticsFile
  /// Standard output and error, redirected into the board's output panel while it runs.
  private let capture: OutputCapture?
  private var ticker: DispatchSourceTimer?
  /// Called with the exit status once the session has ended and restored the terminal.
  private let ended: @MainActor (Int32) -> Void

  /// Takes over `backend` for `board`, drawing with `context`; what `capture` captures goes to
  /// the board's output panel; `ended` hears the exit status when the session has ended.
  init(
    board: Board, backend: sending Backend, context: RenderContext, capture: OutputCapture? = nil,
    ended: @escaping @MainActor (Int32) -> Void
  ) {
    self.capture = capture
    self.ended = ended
    statisticsFile = StatisticsFile(board: board)
    terminal = BackendThread(
      backend: backend, compositor: BoardCompositor(context: context),
      measuresCPU: statisticsFile.isOn)
    loop = SessionLoop(
      refreshSize: terminal.refreshSize, suspend: terminal.suspend, resume: terminal.resume)
    runtime = BoardRuntime(board: board, screen: terminal, clock: SystemMainLoopClock())
    runtime.start(size: terminal.size)
  }

  /// Starts reading the backend's input and the once-a-second tick; from now on the main loop
  /// runs the board until it quits, and the session then ends (``finish(status:)``).
  func start() {
    runtime.onQuit = { [weak self] in self?.finish(status: CommandStatus.success.rawValue) }
    if let capture {
      let feed = runtime.board.capturedOutputFeed().feed
      capture.start { feed.append($0) }
    }
    terminal.startReading { input, readAt in
      DispatchQueue.main.async {
        MainActor.assumeIsolated { [weak self] in self?.handle(input, readAt: readAt) }
      }
    }
    startTicker()
  }

  private func handle(_ input: TerminalInput, readAt: ContinuousClock.Instant) {
    let board = runtime.board
    loop.handle(input) { event in
      switch event {
      case .keys(let keys):
        runtime.keyRead(at: readAt)
        for key in keys { board.press(key) }
      case .resized(let size): board.resize(to: size)
      case .suspending: board.deliver(.suspended)
      case .resumed(let size):
        board.resize(to: size)
        board.deliver(.resumed)
        runtime.repaint()
      case .quitRequested: board.quit()
      case .inputEnded: finish(status: CommandStatus.failure.rawValue)
      }
    }
  }

  private func startTicker() {
    let timer = DispatchSource.makeTimerSource(queue: .main)
    timer.schedule(deadline: .now() + 1, repeating: 1, leeway: .milliseconds(100))
    timer.setEventHandler { [weak self] in
      MainActor.assumeIsolated { self?.tick() }
    }
    timer.resume()
    ticker = timer
  }

  /// The once-a-second tick: the hand-off sample, and the statistics file if one is named.
  private func tick() {
    runtime.tick()
    statisticsFile.write(runtime.statistics)
  }

  /// Writes what was captured but never shown to standard error (restored by now): the last
  /// lines printed before the board quit.
  private func writeUnshownOutput() {
    guard let text = runtime.board.output.takeUnshownText() else { return }
    FileHandle.standardError.write(Data(text.utf8))
  }

  /// Restores the terminal and hands `status` to whoever waits for the end: the process exits
  /// with it, or an `async` run returns.
  private func finish(status: Int32) {
    guard ticker != nil else { return }
    ticker?.cancel()
    ticker = nil
    runtime.board.stop()
    terminal.close()
    if let capture {
      capture.stop()
      writeUnshownOutput()
    }
    statisticsFile.writeLast(runtime.statistics)
    ended(status)
  }
}
