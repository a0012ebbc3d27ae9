import Dispatch
import Foundation

/// Runs the dashboard on the real terminal: signals, the frame scheduler, key handling and the
/// once-a-second monitor tick on the main loop, which composes every frame; ncurses itself (writing
/// frames, reading keys) on a ``TerminalThread``. The terminal is restored
/// on every way out: `q`, Ctrl-C, SIGTERM, SIGHUP, and (by ``CrashGuard``) crash signals.
@MainActor
final class TerminalSession {
  private let configuration: DashboardConfiguration
  private var terminal: TerminalThread!
  private var app: DashboardApp!
  private var scheduler: FrameScheduler!
  private var signals: SignalWatcher?
  private var input: DispatchSourceRead?
  private var ticker: DispatchSourceTimer?
  private var emptyReads = 0
  private var context = RenderContext()
  private let environment = ProcessInfo.processInfo.environment

  init(configuration: DashboardConfiguration) {
    self.configuration = configuration
  }

  /// Opens the terminal and runs until the user quits; never returns.
  func run() throws -> Never {
    CrashGuard.install()
    let backend = try NcursesBackend(colorRequested: configuration.colorEnabled)
    context = RenderContext(ascii: configuration.asciiOnly, color: backend.colorEnabled)
    let app = DashboardApp(configuration: configuration, size: backend.size)
    self.app = app
    let terminal = TerminalThread(backend: backend)
    self.terminal = terminal
    let scheduler = FrameScheduler(framesPerSecond: configuration.framesPerSecond) {
      [unowned self] in drawFrame()
    }
    self.scheduler = scheduler
    app.onNeedsDisplay = { scheduler.setNeedsDisplay() }
    app.onInvalidate = { terminal.invalidate() }
    app.onQuit = { [unowned self] in finish(status: 0) }
    app.coalescedRedraws = { scheduler.coalescedRequests }
    app.onFooterMessage = { [weak app] text in
      DispatchQueue.main.asyncAfter(deadline: .now() + 3) {
        MainActor.assumeIsolated { app?.clearMessage(ifStill: text) }
      }
    }
    watchSignals()
    watchInput()
    startTicker()
    app.start()
    dispatchMain()
  }

  /// Composes a frame on the main loop and hands it to the terminal thread, which writes it
  /// (the write, and the terminal process it wakes, take as long as composing): hand-off hops
  /// and keys never wait for the terminal. The frame time reported is composing plus writing.
  private func drawFrame() {
    guard !app.hasQuit else { return }
    let started = ContinuousClock.now
    let frame = app.render(context: context)
    let composing = ContinuousClock.now - started
    terminal.present(frame) { writing in
      MainLoop.post { [unowned self] in app.frameDrawn(duration: composing + writing) }
    }
  }

  private func watchInput() {
    input = terminal.watchInput { raw in
      MainLoop.post { [unowned self] in handleInput(raw) }
    }
  }

  private func handleInput(_ raw: [RawInput]) {
    guard !app.hasQuit else { return }
    guard !raw.isEmpty else {
      // Readable with nothing to read means the terminal went away (EOF).
      emptyReads += 1
      if emptyReads > 100 { finish(status: 1) }
      return
    }
    emptyReads = 0
    for key in KeyDecoder.decode(raw) {
      app.handle(key)
      if app.hasQuit { return }
    }
  }

  private func watchSignals() {
    signals = SignalWatcher(signals: [SIGWINCH, SIGINT, SIGTERM, SIGHUP, SIGTSTP, SIGCONT]) {
      [unowned self] signalNumber in
      switch signalNumber {
      case SIGWINCH:
        app.resize(to: terminal.sync { $0.refreshSize() })
      case SIGTSTP:
        app.willSuspend()
        terminal.sync { $0.suspend() }
        kill(getpid(), SIGSTOP)
      case SIGCONT:
        let size = terminal.sync { backend in
          backend.resume()
          return backend.size
        }
        app.resize(to: size)
        app.didResume()
      default:  // SIGINT, SIGTERM, SIGHUP: a clean exit
        app.quit()
      }
    }
  }

  private func startTicker() {
    let timer = DispatchSource.makeTimerSource(queue: .main)
    timer.schedule(deadline: .now() + 1, repeating: 1, leeway: .milliseconds(100))
    // With DASHBOARD_STATS_FILE set, the totals are rewritten every second too, so that a
    // benchmark can follow a long run (how many events so far) without stopping it.
    let writesStatistics = !(environment[RunStatistics.environmentKey] ?? "").isEmpty
    timer.setEventHandler { [unowned self] in
      MainActor.assumeIsolated {
        app.tick()
        if writesStatistics { app.statistics.write(environment: environment) }
      }
    }
    timer.resume()
    ticker = timer
  }

  private func finish(status: Int32) -> Never {
    ticker?.cancel()
    input?.cancel()
    signals?.cancel()
    app.quit()
    terminal.sync { $0.close() }
    CrashGuard.uninstall()
    app.statistics.write(environment: environment)
    exit(status)
  }
}
