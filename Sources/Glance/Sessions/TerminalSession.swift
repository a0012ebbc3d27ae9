import Dispatch
import Foundation
import GlanceCore
import GlanceTerminal

/// Runs a board on the real terminal: ncurses on a ``TerminalThread``, signals read by the
/// ``SignalReader``, keys and the once-a-second tick turned into board calls. The terminal is
/// restored on every way out: `q`, Ctrl-C, SIGTERM, SIGHUP, and (by ``CrashGuard``) crash
/// signals.
@MainActor
final class TerminalSession {
  private let runtime: BoardRuntime<TerminalThread>
  private let terminal: TerminalThread
  private let statisticsPath: String?
  private var input: DispatchSourceRead?
  private var ticker: DispatchSourceTimer?
  private var emptyReads = 0
  /// Writes the statistics file off the main loop, in order, so the final write on exit is the
  /// last.
  private let statisticsWriter = DispatchQueue(label: "glance.statistics", qos: .utility)

  /// Opens the terminal for `board`.
  init(board: Board, options: BoardOptions) throws(TerminalError) {
    CrashGuard.install()
    SignalReader.install()
    let backend: NcursesBackend
    do {
      backend = try NcursesBackend(colorRequested: options.colorEnabled)
    } catch {
      SignalReader.stop()
      CrashGuard.uninstall()
      throw error
    }
    terminal = TerminalThread(
      backend: backend,
      compositor: BoardCompositor(
        context: RenderContext(ascii: options.asciiOnly, color: backend.colorEnabled)))
    runtime = BoardRuntime(board: board, screen: terminal, clock: SystemMainLoopClock())
    let path = ProcessInfo.processInfo.environment[board.statisticsFileVariable] ?? ""
    statisticsPath = path.isEmpty ? nil : path
    runtime.start(size: backend.size)
  }

  /// Runs until the board quits; never returns.
  func run() -> Never {
    runtime.onQuit = { [weak self] in self?.finish(status: 0) }
    SignalReader.start { [weak self] in self?.handle(signal: $0) }
    input = terminal.watchInput { keys, readAt in
      DispatchQueue.main.async {
        MainActor.assumeIsolated { [self] in handle(keys, readAt: readAt) }
      }
    }
    startTicker()
    dispatchMain()
  }

  private func handle(_ keys: [Key], readAt: ContinuousClock.Instant) {
    guard !keys.isEmpty else {
      // Readable with nothing to read means the terminal went away (EOF).
      emptyReads += 1
      if emptyReads > 100 { finish(status: 1) }
      return
    }
    emptyReads = 0
    runtime.keyRead(at: readAt)
    for key in keys { runtime.board.press(key) }
  }

  private func handle(signal signalNumber: Int32) {
    let board = runtime.board
    switch signalNumber {
    case SIGWINCH:
      board.resize(to: terminal.refreshSize())
    case SIGTSTP:
      board.deliver(.suspended)
      terminal.suspend()
      kill(getpid(), SIGSTOP)
    case SIGCONT:
      board.resize(to: terminal.resume())
      board.deliver(.resumed)
      runtime.repaint()
    default:  // SIGINT, SIGTERM, SIGHUP: a clean exit
      board.quit()
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
    if let statisticsPath {
      let statistics = runtime.statistics
      statisticsWriter.async { statistics.write(to: statisticsPath) }
    }
  }

  private func finish(status: Int32) -> Never {
    ticker?.cancel()
    input?.cancel()
    SignalReader.stop()
    runtime.board.stop()
    terminal.close()
    CrashGuard.uninstall()
    if let statisticsPath {
      let statistics = runtime.statistics
      statisticsWriter.sync { statistics.write(to: statisticsPath) }
    }
    exit(status)
  }
}
