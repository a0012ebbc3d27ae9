import Dispatch
import Foundation

/// Runs the dashboard on the real terminal: ncurses, keys from stdin, signals, the frame
/// scheduler and the once-a-second monitor tick, all on the main loop. The terminal is restored
/// on every way out: `q`, Ctrl-C, SIGTERM, SIGHUP, and (by ``CrashGuard``) crash signals.
@MainActor
final class TerminalSession {
  private let configuration: DashboardConfiguration
  private var backend: NcursesBackend!
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
    self.backend = backend
    context = RenderContext(ascii: configuration.asciiOnly, color: backend.colorEnabled)
    let app = DashboardApp(configuration: configuration, size: backend.size)
    self.app = app
    let scheduler = FrameScheduler(framesPerSecond: configuration.framesPerSecond) {
      [unowned self] in drawFrame()
    }
    self.scheduler = scheduler
    app.onNeedsDisplay = { scheduler.setNeedsDisplay() }
    app.onInvalidate = { backend.invalidate() }
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

  /// Composes a frame, then writes it in a second main-loop job: hand-off hops and keys that
  /// arrived while it was composed run in between instead of waiting for the terminal write
  /// too (the write, and the terminal process it wakes, take as long as composing). The main
  /// queue is first-in first-out, so frames are still written in order, each before the next
  /// is composed.
  private func drawFrame() {
    guard !app.hasQuit else { return }
    let started = ContinuousClock.now
    let frame = app.render(context: context)
    let composing = ContinuousClock.now - started
    MainLoop.post { [unowned self] in
      // Ctrl-Z may have left curses mode in between; the frame after SIGCONT repaints anyway.
      guard !app.hasQuit, !backend.isSuspended else { return }
      let writing = ContinuousClock.now
      backend.present(frame)
      app.frameDrawn(duration: composing + (.now - writing))
    }
  }

  private func watchInput() {
    let source = DispatchSource.makeReadSource(fileDescriptor: STDIN_FILENO, queue: .main)
    source.setEventHandler { [unowned self] in
      MainActor.assumeIsolated { readKeys() }
    }
    source.resume()
    input = source
  }

  private func readKeys() {
    let raw = backend.readInput()
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
        app.resize(to: backend.refreshSize())
      case SIGTSTP:
        app.willSuspend()
        backend.suspend()
        kill(getpid(), SIGSTOP)
      case SIGCONT:
        backend.resume()
        app.resize(to: backend.size)
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
    backend.close()
    CrashGuard.uninstall()
    app.statistics.write(environment: environment)
    exit(status)
  }
}
