import Foundation
import Glance
import GlanceLogging
import GlanceMetrics
import GlanceServe
import GlanceTracing
import LoadGenerator
import Logging
import Metrics
import Tracing

/// The board a service shows of itself (the program's and its tests'): its metrics, its
/// traces, its log records, and keys that drive the load, add latency and inject failures.
@MainActor
struct ServiceBoard {
  let board = Board("HTTP service")
  let knobs = Knobs()
  let load = LoadGenerator()

  /// What the service exports beside the board (``Exports``).
  let exports: Exports

  /// The board alone, exporting nothing: ``init(bootstrap:latency:exports:)`` with ``Exports/none``.
  init(bootstrap: Bool = true, latency: Int = 0) {
    self.init(bootstrap: bootstrap, latency: latency, exports: { .none })
  }

  /// With `bootstrap` (once a process), logs, metrics and spans report here and to what
  /// `exports` makes (made once the log is bootstrapped, so that its errors reach the board);
  /// GLANCE_SERVE=1 serves it. Requests start with `latency` milliseconds added.
  init(bootstrap: Bool, latency: Int, exports makeExports: () throws -> Exports) rethrows {
    knobs.latencyMilliseconds.store(latency, ordering: .relaxed)
    let (metricsPanel, operations) = (board.panel("Metrics"), board.panel("Operations"))
    let (slowest, logPanel) = (board.panel("Slowest traces"), board.panel("Log", name: "log"))
    let log = logPanel.showLog(keep: 500)
    if bootstrap { LoggingSystem.bootstrap { BoardLogHandler(label: $0, log: log) } }
    exports = try makeExports()
    let metrics = BoardMetricsFactory(forwardingTo: exports.metricsFactory)
    let tracer = BoardTracer(forwardingTo: exports.tracer)
    metricsPanel.showMetrics(metrics)
    operations.showOperations(tracer)
    slowest.showSlowestTraces(tracer)
    if bootstrap {
      MetricsSystem.bootstrap(metrics)
      InstrumentationSystem.bootstrap(tracer)
      board.serveIfRequested()
    }
    board.arrange(
      .rows(
        .panel(metricsPanel), .columns(.panel(operations), .panel(slowest)), .panel(logPanel)))
    board.writesStatistics(toFileNamedBy: "HTTPSERVICE_STATS_FILE")
    let (connections, knobs, load) = (Gauge(label: "load.open_connections"), knobs, load)
    board.key("s", "start or stop the load generator", footer: "load") { [self] in
      load.isRunning ? load.stop() : load.start(connections: 4)
      connections.record(load.isRunning ? 4 : 0)
      refreshStatus()
    }
    for (key, step) in [("+", 5), ("-", -5)] {
      board.key(Character(key), "\(step > 0 ? "add" : "remove") 5 ms of latency") { [self] in
        let latency = knobs.latencyMilliseconds.load(ordering: .relaxed) + step
        let range = Knobs.latencyRange
        knobs.latencyMilliseconds.store(
          min(range.upperBound, max(range.lowerBound, latency)), ordering: .relaxed)
        refreshStatus()
      }
    }
    board.key("f", "fail 0, 10 or 50% of requests", footer: "failures") { [self] in
      let share = [0: 10, 10: 50][knobs.failurePercent.load(ordering: .relaxed)] ?? 0
      knobs.failurePercent.store(share, ordering: .relaxed)
      refreshStatus()
    }
    // No request is sent once the service shuts down; those in flight are answered.
    board.onTerminalEvent { [self] event in
      guard event == .shuttingDown || event == .quitting else { return }
      load.stop()
      connections.record(0)
      refreshStatus()
    }
    refreshStatus()
  }

  /// Once the load's threads have ended, prints what they counted and what the server began on
  /// standard error, if a request was sent: `load: 8 requests sent, 8 answered, 0 cut, 0
  /// unanswered; the server began 8, 4 of them finished during the shutdown`.
  func reportLoad() async {
    await load.stopAndWait()
    guard load.sent.load(ordering: .relaxed) > 0 else { return }
    let begun = knobs.begun.load(ordering: .relaxed)
    let drained = knobs.drained.load(ordering: .relaxed)
    let report =
      "load: \(load.counts); the server began \(begun), \(drained) of them finished "
      + "during the shutdown\n"
    FileHandle.standardError.write(Data(report.utf8))
  }

  func refreshStatus() {
    let latency = knobs.latencyMilliseconds.load(ordering: .relaxed)
    let failures = knobs.failurePercent.load(ordering: .relaxed)
    board.status = "load \(load.isRunning ? "on" : "off") · +\(latency) ms · \(failures)% fail"
  }
}
