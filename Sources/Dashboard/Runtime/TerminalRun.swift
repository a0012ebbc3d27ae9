import Dispatch
import Foundation
import GlanceCore
import GlanceTerminal

/// Runs the dashboard on the real terminal: ncurses on a ``TerminalThread``, signals read by the
/// ``SignalReader``, keys and the once-a-second tick turned into events for the runtime. The
/// terminal is restored on every way out: `q`, Ctrl-C, SIGTERM, SIGHUP, and (by ``CrashGuard``)
/// crash signals.
@MainActor
final class TerminalRun {
  private let runtime: DashboardRuntime<TerminalThread<Compositor>>
  private let terminal: TerminalThread<Compositor>
  private var input: DispatchSourceRead?
  private var ticker: DispatchSourceTimer?
  private var emptyReads = 0
  private let environment = ProcessInfo.processInfo.environment
  /// Writes the statistics file off the main loop (a file write would hold up the hops behind
  /// it), in order, so the final write on exit is the last.
  private let statisticsWriter = DispatchQueue(label: "dashboard.statistics", qos: .utility)

  /// Opens the terminal.
  init(configuration: DashboardConfiguration) throws {
    CrashGuard.install()
    SignalReader.install()
    let backend: NcursesBackend
    do {
      backend = try NcursesBackend(colorRequested: configuration.colorEnabled)
    } catch {
      SignalReader.stop()
      CrashGuard.uninstall()
      throw error
    }
    terminal = TerminalThread(
      backend: backend,
      composer: Compositor(
        context: RenderContext(ascii: configuration.asciiOnly, color: backend.colorEnabled)))
    runtime = DashboardRuntime(
      state: DashboardState(configuration: configuration, size: backend.size),
      models: DashboardModels(configuration: configuration), screen: terminal,
      framesPerSecond: configuration.framesPerSecond)
  }

  /// Runs until the user quits; never returns.
  func run() -> Never {
    runtime.onQuit = { [unowned self] in finish(status: 0) }
    SignalReader.start { [unowned self] in handle(signal: $0) }
    input = terminal.watchInput { raw, readAt in
      DispatchQueue.main.async {
        MainActor.assumeIsolated { [self] in handle(raw, readAt: readAt) }
      }
    }
    startTicker()
    runtime.start()
    dispatchMain()
  }

  private func handle(_ raw: [RawInput], readAt: ContinuousClock.Instant) {
    guard !raw.isEmpty else {
      // Readable with nothing to read means the terminal went away (EOF).
      emptyReads += 1
      if emptyReads > 100 { finish(status: 1) }
      return
    }
    emptyReads = 0
    runtime.keyRead(at: readAt)
    for key in KeyDecoder.decode(raw) { runtime.send(.key(key)) }
  }

  private func handle(signal signalNumber: Int32) {
    switch signalNumber {
    case SIGWINCH:
      runtime.send(.resized(terminal.refreshSize()))
    case SIGTSTP:
      runtime.send(.suspended)
      terminal.suspend()
      kill(getpid(), SIGSTOP)
    case SIGCONT:
      runtime.send(.resized(terminal.resume()))
      runtime.send(.resumed)
    default:  // SIGINT, SIGTERM, SIGHUP: a clean exit
      runtime.send(.action(.quit))
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
        runtime.tick()
        if writesStatistics {
          let (statistics, environment) = (runtime.statistics, environment)
          statisticsWriter.async { statistics.write(environment: environment) }
        }
      }
    }
    timer.resume()
    ticker = timer
  }

  private func finish(status: Int32) -> Never {
    ticker?.cancel()
    input?.cancel()
    SignalReader.stop()
    runtime.models.stop()
    terminal.close()
    CrashGuard.uninstall()
    let (statistics, environment) = (runtime.statistics, environment)
    statisticsWriter.sync { statistics.write(environment: environment) }
    exit(status)
  }
}
